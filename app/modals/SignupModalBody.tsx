// The signup modal's body (SignupModal.tsx opens it): logo, heading, optional subheading and the
// signup form. A chunk of its own, so pages load the signup form only where they show one.
import { SignupFormSlot } from '../blocks/SignupForm/SignupFormSlot';
import { BrandMarkIcon } from '../chrome/Logo';
import { useSiteState } from '../site-state/SiteState';
import { ModalDescription, ModalTitle } from './ModalParts';

/** The brand's mark and name, not a link: the modal's first stop for focus is its form. */
function BrandMark({ brandName }: { brandName: string }) {
  return (
    <p className="logo signup-modal__logo">
      <BrandMarkIcon />
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
