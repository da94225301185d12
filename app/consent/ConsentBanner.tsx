// The first-visit banner: Accept all, Reject all and Preferences with equal weight. A full banner
// in gb and au, a lighter one-line one in us (region-policy.ts); a bottom sheet on small screens.
import { useId } from 'react';
import type { Region } from '../regions/region';
import { acceptAll, rejectAll } from './choices';
import { consentCopy } from './copy';
import { REGION_CONSENT_POLICY } from './region-policy';

export interface ConsentBannerProps {
  region: Region;
  gpc: boolean;
  onPreferences: () => void;
}

export function ConsentBanner({ region, gpc, onPreferences }: ConsentBannerProps) {
  const copy = consentCopy(region);
  const titleId = useId();
  const variant = REGION_CONSENT_POLICY[region].banner;
  return (
    <section className={`consent-banner consent-banner--${variant}`} aria-labelledby={titleId}>
      <div className="consent-banner__text">
        <h2 id={titleId} className="consent-banner__title">
          {copy.bannerTitle}
        </h2>
        <p>{variant === 'light' ? copy.bannerTextLight : copy.bannerText}</p>
        {gpc ? <p className="consent-banner__note">{copy.gpcNote}</p> : null}
      </div>
      <div className="consent-banner__actions">
        <button type="button" className="consent-button" onClick={acceptAll}>
          {copy.acceptAll}
        </button>
        <button type="button" className="consent-button" onClick={rejectAll}>
          {copy.rejectAll}
        </button>
        <button type="button" className="consent-button consent-button--quiet" onClick={onPreferences}>
          {copy.preferences}
        </button>
      </div>
    </section>
  );
}
