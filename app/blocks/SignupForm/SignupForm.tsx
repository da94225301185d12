// The inline signup form block, with the fields of §3 "Signup modal content". Empty fields take
// the site's signup modal content; hideComponent hides the block. SignupFormSlot renders the form.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { flag, link, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { SignupFormSlot } from './SignupFormSlot';

/** Marketing form ids are numbers; Storyblok may send them as either a number or a string. */
const formIdField = (label: string) =>
  optional(
    label,
    z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d+$/, 'not a form number')),
    '',
  );

export const signupFormSchema = z.object({
  heading: optionalText('heading'),
  subheading: optionalText('subheading'),
  cta_text: optionalText('cta_text'),
  form_id: formIdField('form_id'),
  /** Unset means the site default (§3 signup modal content). */
  show_social_button: optional('show_social_button', z.boolean().nullable(), null),
  show_capterra_rating: optional('show_capterra_rating', z.boolean().nullable(), null),
  hideComponent: flag('hideComponent'),
  inline: optional('inline', z.boolean(), true),
  terms_condition_link: link,
  privacy_policy_link: link,
  theme: themeField('purple-light'),
});

export function SignupForm({
  heading,
  subheading,
  cta_text,
  form_id,
  show_social_button,
  show_capterra_rating,
  hideComponent,
  inline,
  terms_condition_link,
  privacy_policy_link,
  theme,
  uid,
}: z.output<typeof signupFormSchema> & BlockProps) {
  if (hideComponent) return null;
  return (
    <Section theme={theme} width="narrow" className="signup-form">
      <SignupFormSlot
        formKey={uid}
        heading={heading}
        subheading={subheading}
        ctaText={cta_text}
        formId={form_id}
        showSocialButton={show_social_button ?? undefined}
        showCapterraRating={show_capterra_rating ?? undefined}
        inline={inline}
        termsLink={terms_condition_link}
        privacyLink={privacy_policy_link}
      />
    </Section>
  );
}
