// The place of the inline signup form (§2 item 1). The form itself (name, work email, terms,
// social buttons, validation of §5) comes with the conversion work; until then the place holds a
// plain link to the region's sign-up page, so nothing pretends to submit. The data attributes
// carry the content the real form will need.
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { Button } from '../shared/Button';
import { StarRating } from '../shared/StarRating';
import { formatCount } from '../PricingTable/product-data';
import './SignupForm.css';

export interface SignupFormSlotProps {
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
      className="signup-form-slot"
      data-form-id={formId || defaults.form_id}
      data-inline={String(inline)}
      data-social-buttons={String(showSocialButton ?? defaults.show_social_button)}
      // The legal links belong to the real form's terms checkbox; they wait here until it comes.
      data-terms-link={termsLink || defaults.terms_condition_link}
      data-privacy-link={privacyLink || defaults.privacy_policy_link}
    >
      {heading ? <Heading className="signup-form-slot__heading">{heading}</Heading> : null}
      {subheading ? <p className="signup-form-slot__subheading">{subheading}</p> : null}
      {(showCapterraRating ?? defaults.show_capterra_rating) ? (
        <p className="signup-form-slot__rating">
          <StarRating value={review.value} size={18} />
          <span>{formatCount(glowingReviews(review.reviews), site.region)}+ glowing reviews</span>
        </p>
      ) : null}
      <Button text={ctaText || defaults.cta_text} href={regionPath(site.region, '/get-started')} size="lg" />
    </div>
  );
}
