// The newsletter modal (§2 item 6, §3 "Modal state"): headline, the subline with the workplaces stat
// and the brand name, and newsletter form 1261 (§9), loaded by id like every marketing form; if it
// cannot load, the error and a link to the contact page take its place.
import { useCallback } from 'react';
import { MarketingFormPlace } from '../blocks/MarketingForm/MarketingFormPlace';
import { regionPath } from '../regions/region';
import { useSiteState } from '../site-state/SiteState';
import { useModals } from './modal-context';
import { ModalDescription, ModalTitle } from './ModalParts';
import {
  NEWSLETTER_CONTACT_PATH,
  NEWSLETTER_CTA,
  NEWSLETTER_FORM_ID,
  NEWSLETTER_HEADLINE,
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
        submitLabel={NEWSLETTER_CTA}
        errorAddress={site.messageAddresses.marketingFormError}
        fallbackText={NEWSLETTER_CTA}
        fallbackHref={regionPath(site.region, NEWSLETTER_CONTACT_PATH)}
      />
    </div>
  );
}

/** Opens the newsletter modal; null where no modal can open (outside the provider). */
export function useNewsletterModal(): ((opener?: HTMLElement | null) => void) | null {
  const open = useModals()?.open;
  const openNewsletter = useCallback(
    (opener?: HTMLElement | null) => {
      open?.({
        target: 'newsletter',
        id: NEWSLETTER_FORM_ID,
        content: <NewsletterModalBody />,
        closeOnOutsideClick: true,
        opener,
      });
    },
    [open],
  );
  return open ? openNewsletter : null;
}
