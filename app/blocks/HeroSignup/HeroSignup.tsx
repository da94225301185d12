// A sign-up hero: headline, supporting line and benefit bullets beside the inline signup form
// (whose last lines carry the global signup terms, §3 terms.global_signup_terms).
import { useBlockEditable, usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { HeroHeading } from '../shared/HeroHeading';
import { Icon } from '../shared/Icon';
import { themeClass } from '../shared/theme';
import { SignupFormSlot } from '../SignupForm/SignupFormSlot';
import type { HeroSignupContent } from './HeroSignup.schema';

export function HeroSignup({
  headline,
  subheadline,
  eyebrow,
  benefits,
  form_heading,
  cta_text,
  form_id,
  show_social_button,
  show_capterra_rating,
  theme,
  anchor,
  uid,
}: HeroSignupContent & BlockProps) {
  const editable = useBlockEditable();
  const { isFirst } = usePlacement();
  return (
    <section className={`hero-signup ${themeClass(theme)}`} id={anchor || undefined} {...editable}>
      <div className="container hero-signup__inner">
        <div className="hero-signup__copy">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <HeroHeading className="hero-signup__headline">{headline}</HeroHeading>
          {subheadline ? <p className="hero-signup__sub">{subheadline}</p> : null}
          {benefits.length > 0 ? (
            <ul className="hero-signup__benefits">
              {benefits.map((benefit) => (
                <li key={benefit}>
                  <Icon name="check" size={22} />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="hero-signup__form">
          <SignupFormSlot
            formKey={uid}
            heading={form_heading}
            headingLevel={isFirst ? 2 : 3}
            ctaText={cta_text}
            formId={form_id}
            showSocialButton={show_social_button ?? undefined}
            showCapterraRating={show_capterra_rating ?? undefined}
          />
        </div>
      </div>
    </section>
  );
}
