// The newsletter modal's body (NewsletterModal.tsx opens it): headline, subline and form 1261. A
// chunk of its own, so pages load the marketing form only where they show one.
import { MarketingFormPlace } from '../blocks/MarketingForm/MarketingFormPlace';
import { regionPath } from '../regions/region';
import { useSiteState } from '../site-state/SiteState';
import { ModalDescription, ModalTitle } from './ModalParts';
import {
  NEWSLETTER_CONTACT_PATH,
  NEWSLETTER_CTA,
  NEWSLETTER_HEADLINE,
  NEWSLETTER_SEND_ERROR,
  NEWSLETTER_FORM_ID,
  newsletterSubline,
} from './newsletter';

export function NewsletterModalBody() {
  const site = useSiteState();
  if (!site) return null;
  return (
    <div className="modal-body newsletter-modal">
      <ModalTitle className="modal-body__title">{NEWSLETTER_HEADLINE}</ModalTitle>
      <ModalDescription className="modal-body__text">{newsletterSubline(site)}</ModalDescription>
      <MarketingFormPlace
        formId={NEWSLETTER_FORM_ID}
        formKey="newsletter-modal"
        thankYou="Thank you for subscribing. The next issue is on its way to your inbox."
        error="Sorry, the form could not load. Please try again, or use the link below to ask for the newsletter."
        sendError={NEWSLETTER_SEND_ERROR}
        submitLabel={NEWSLETTER_CTA}
        errorAddress={site.messageAddresses.marketingFormError}
        fallbackText={NEWSLETTER_CTA}
        fallbackHref={regionPath(site.region, NEWSLETTER_CONTACT_PATH)}
      />
    </div>
  );
}
