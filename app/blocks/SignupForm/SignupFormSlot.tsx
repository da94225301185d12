// The signup form with its content (§2 item 1, §3 "Signup modal content"): optional heading and
// subheading, the review-site line 'N+ glowing reviews', and the form itself (name, work email,
// terms, social buttons: app/forms/ui/SignupFormView.tsx). Empty fields take the site's signup
// modal content. The inline block, the sign-up hero and the signup modal all use it.
import { SignupFormView } from '../../forms/ui/SignupFormView';
import { useSiteState } from '../../site-state/SiteState';
import { StarRating } from '../shared/StarRating';
import { formatCount } from '../PricingTable/product-data';

export interface SignupFormSlotProps {
  /** Which signup form on the page this is (a block uid, 'signup-modal'). */
  formKey: string;
  heading?: string;
  subheading?: string;
  /** The heading's level: 2 in its own section, 3 under a hero's h2. */
  headingLevel?: 2 | 3;
  ctaText?: string;
  formId?: string;
  showSocialButton?: boolean;
  showCapterraRating?: boolean;
  inline?: boolean;
  termsLink?: string;
  privacyLink?: string;
}

/** §2 item 1: the review-site line reads 'N+ glowing reviews', N rounded down to the hundred. */
export function glowingReviews(reviews: number): number {
  return Math.floor(reviews / 100) * 100;
}

export function SignupFormSlot({
  formKey,
  heading,
  subheading,
  headingLevel = 2,
  ctaText,
  formId,
  showSocialButton,
  showCapterraRating,
  inline = true,
  termsLink,
  privacyLink,
}: SignupFormSlotProps) {
  const site = useSiteState();
  if (!site) return null;
  const defaults = site.signupModal;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const review = site.stats.reviewSite;
  return (
    <div
      className="signup-form-slot panel"
      data-form-id={formId || defaults.form_id}
      data-inline={String(inline)}
      data-social-buttons={String(showSocialButton ?? defaults.show_social_button)}
    >
      {heading ? <Heading className="signup-form-slot__heading">{heading}</Heading> : null}
      {subheading ? <p className="signup-form-slot__subheading">{subheading}</p> : null}
      {(showCapterraRating ?? defaults.show_capterra_rating) ? (
        <p className="signup-form-slot__rating">
          <StarRating value={review.value} size={18} />
          <span>{formatCount(glowingReviews(review.reviews), site.region)}+ glowing reviews</span>
        </p>
      ) : null}
      <SignupFormView
        formKey={formKey}
        ctaText={ctaText || defaults.cta_text}
        showSocialButton={showSocialButton ?? defaults.show_social_button}
        termsLink={termsLink || defaults.terms_condition_link}
        privacyLink={privacyLink || defaults.privacy_policy_link}
      />
    </div>
  );
}
