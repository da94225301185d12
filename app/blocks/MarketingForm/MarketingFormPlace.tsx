// The marketing form container of §2 item 4: where a marketing-automation form mounts, with its
// loading animation, thank-you message and error message. The provider's script and the state
// changes (§4 "Marketing form") come with the conversion work: until then the status area stays
// hidden and a plain link leads to a page that works, so nothing pretends to submit.
import { Button } from '../shared/Button';
import './MarketingForm.css';

/** §9: the marketing form ids the site uses. */
export const MARKETING_FORM_IDS = {
  signup: '1540',
  consultationUs: '1181',
  consultation: '2458',
  download: '2215',
  downloadAlternative: '1008',
  newsletter: '1261',
} as const;
export const KNOWN_FORM_IDS = Object.values(MARKETING_FORM_IDS) as [string, ...string[]];

export interface MarketingFormPlaceProps {
  /** null when the content names no usable form: only the link is shown. */
  formId: string | null;
  headline?: string;
  intro?: string;
  thankYou: string;
  error: string;
  /** The content addresses of the messages, for when they are loaded from content (§3). */
  thankYouAddress?: string;
  errorAddress?: string;
  fallbackText: string;
  fallbackHref: string;
}

export function MarketingFormPlace({
  formId,
  headline,
  intro,
  thankYou,
  error,
  thankYouAddress,
  errorAddress,
  fallbackText,
  fallbackHref,
}: MarketingFormPlaceProps) {
  return (
    <div
      className="marketing-form"
      data-form-id={formId ?? undefined}
      data-state="idle"
      data-thank-you-address={thankYouAddress}
      data-error-address={errorAddress}
    >
      {headline ? <h2 className="marketing-form__headline">{headline}</h2> : null}
      {intro ? <p className="marketing-form__intro">{intro}</p> : null}
      {/* The provider's form mounts here. */}
      <div className="marketing-form__mount" />
      <div className="marketing-form__loading" hidden>
        <span className="marketing-form__spinner" aria-hidden="true" />
        <span>Loading the form…</span>
      </div>
      <div className="marketing-form__status" role="status">
        <p className="marketing-form__thank-you" hidden>
          {thankYou}
        </p>
        <p className="marketing-form__error" hidden>
          {error}
        </p>
      </div>
      <div className="marketing-form__fallback">
        <Button text={fallbackText} href={fallbackHref} size="lg" />
      </div>
    </div>
  );
}
