// What a YouTube or Vimeo player shows instead of the embed while 'video-embeds' is not allowed:
// a link to watch the video on its host, and a button that grants the embed's purposes
// (Functional and Advertising: the players set their own cookies) and plays it here. Under GPC
// Advertising cannot be granted, so only the link is offered, with the reason.
import { useEffect, useRef } from 'react';
import { grantPurposes } from './choices';
import { consentCopy } from './copy';
import { useConsentState } from './use-consent';
import type { Region } from '../regions/region';

export function VideoConsentGate({
  href,
  host,
  region,
  focusOnMount = false,
}: {
  href: string;
  host: 'YouTube' | 'Vimeo';
  region: Region;
  focusOnMount?: boolean;
}) {
  const { gpc } = useConsentState();
  const firstAction = useRef<HTMLAnchorElement>(null);
  const copy = consentCopy(region);

  useEffect(() => {
    if (focusOnMount) firstAction.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="video-consent">
      <p>
        This video is played by {host}, which sets its own cookies for{' '}
        {copy.purposes.functional.name.toLowerCase()} and {copy.purposes.advertising.name.toLowerCase()}{' '}
        purposes.
      </p>
      {gpc ? <p>{copy.gpcNote}</p> : null}
      <div className="video-consent__actions">
        <a ref={firstAction} className="consent-button" href={href} target="_blank" rel="noopener noreferrer">
          Watch on {host}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {gpc ? null : (
          <button
            type="button"
            className="consent-button consent-button--quiet"
            onClick={() => grantPurposes(['functional', 'advertising'], 'video-embed')}
          >
            Allow video embeds and play
          </button>
        )}
      </div>
    </div>
  );
}
