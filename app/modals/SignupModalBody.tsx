// The signup modal's body (SignupModal.tsx opens it): logo, heading, optional subheading and the
// signup form. A chunk of its own, so pages load the signup form only where they show one.
import { SignupFormSlot } from '../blocks/SignupForm/SignupFormSlot';
import { useSiteState } from '../site-state/SiteState';
import { ModalDescription, ModalTitle } from './ModalParts';

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
