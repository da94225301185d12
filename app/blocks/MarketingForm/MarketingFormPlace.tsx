// The marketing form container of §2 item 4: the headline and intro of the form, and the form itself
// (app/forms/ui/MarketingFormView.tsx: loading animation, the form, thank-you and error messages).
// Content that names no usable form gets only the link to a page that works.
import { MarketingFormView } from '../../forms/ui/MarketingFormView';
import { Button } from '../shared/Button';

export interface MarketingFormPlaceProps {
  /** null when the content names no usable form: only the link is shown. */
  formId: string | null;
  /** Which form on the page this is (the block's uid; 'newsletter-modal'…). */
  formKey: string;
  headline?: string;
  intro?: string;
  thankYou: string;
  /** Shown when the form does not load. */
  error: string;
  /** Shown when a post of the form fails (the server's message when absent). */
  sendError?: string;
  /** The content addresses of the messages, for when they are loaded from content (§3). */
  thankYouAddress?: string;
  errorAddress?: string;
  submitLabel?: string;
  fallbackText: string;
  fallbackHref: string;
}

export function MarketingFormPlace({
  formId,
  formKey,
  headline,
  intro,
  thankYou,
  error,
  sendError,
  thankYouAddress,
  errorAddress,
  submitLabel,
  fallbackText,
  fallbackHref,
}: MarketingFormPlaceProps) {
  const fallback = <Button text={fallbackText} href={fallbackHref} size="lg" />;
  return (
    <div
      className="marketing-form panel"
      data-form-id={formId ?? undefined}
      data-thank-you-address={thankYouAddress}
      data-error-address={errorAddress}
    >
      {headline ? <h2 className="marketing-form__headline">{headline}</h2> : null}
      {intro ? <p className="marketing-form__intro">{intro}</p> : null}
      {formId ? (
        <MarketingFormView
          formId={formId}
          formKey={formKey}
          thankYou={thankYou}
          error={error}
          sendError={sendError}
          submitLabel={submitLabel}
          fallback={fallback}
        />
      ) : (
        <div className="marketing-form__fallback">{fallback}</div>
      )}
    </div>
  );
}
