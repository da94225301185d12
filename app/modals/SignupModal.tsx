// The signup modal (§2 items 1 and 6), driven by its content (§3 "Signup modal content", from
// useSiteState().signupModal): logo, heading, optional subheading, the review-site line
// 'N+ glowing reviews' when show_capterra_rating is on, and the signup form (its token comes from
// the form definition endpoint, as the modal opens). hideComponent turns the modal off: '#signup' links then
// keep their plain behaviour. It opens from any link that signup-link.ts names.
import { useEffect, useEffectEvent } from 'react';
import { SignupFormSlot } from '../blocks/SignupForm/SignupFormSlot';
import { useSiteState } from '../site-state/SiteState';
import { isPlainClick, useModals } from './modal-context';
import { ModalDescription, ModalTitle } from './ModalParts';
import { opensSignupModal } from './signup-link';

/** The brand's mark and name, not a link: the modal's first stop for focus is its form. */
function BrandMark({ brandName }: { brandName: string }) {
  return (
    <p className="logo signup-modal__logo">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" focusable="false">
        <rect width="28" height="28" rx="7" fill="currentColor" />
        <path d="M8 10h12M8 14h8M8 18h10" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span>{brandName}</span>
    </p>
  );
}

export function SignupModalBody() {
  const site = useSiteState();
  if (!site) return null;
  const content = site.signupModal;
  return (
    <div className="modal-body signup-modal">
      <BrandMark brandName={site.brandName} />
      <ModalTitle className="modal-body__title">{content.heading}</ModalTitle>
      {content.subheading ? (
        <ModalDescription className="modal-body__text">{content.subheading}</ModalDescription>
      ) : null}
      <SignupFormSlot
        formKey="signup-modal"
        ctaText={content.cta_text}
        formId={content.form_id}
        showSocialButton={content.show_social_button}
        showCapterraRating={content.show_capterra_rating}
        inline={content.inline}
        termsLink={content.terms_condition_link}
        privacyLink={content.privacy_policy_link}
      />
    </div>
  );
}

/** Opens the signup modal from '#signup' links anywhere on the page (one listener for all). */
export function SignupLinks() {
  const site = useSiteState();
  const modals = useModals();

  const onClick = useEffectEvent((event: MouseEvent) => {
    if (!site || !modals || site.signupModal.hideComponent || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (
      !(link instanceof HTMLElement) ||
      !opensSignupModal(link.getAttribute('href'), window.location.href)
    ) {
      return;
    }
    event.preventDefault();
    if (modals.entries.some((entry) => entry.target === 'signup' && entry.phase !== 'leave')) return;
    modals.open({
      target: 'signup',
      id: site.signupModal.form_id,
      content: <SignupModalBody />,
      closeOnOutsideClick: true,
      opener: link,
    });
  });

  useEffect(() => {
    // Capture on window: before the router's own link handling, which would follow the link.
    const listener = (event: MouseEvent) => onClick(event);
    window.addEventListener('click', listener, true);
    return () => window.removeEventListener('click', listener, true);
  }, []);
  return null;
}
