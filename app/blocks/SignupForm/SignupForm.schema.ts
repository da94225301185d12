// The content of the inline signup form block (SignupForm.tsx renders it; HeroSignup reuses some fields).
import { z } from 'zod';
import { anchorField, flag, link, optional, optionalText, themeField } from '../shared/fields.schema';

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
  anchor: anchorField,
});
export type SignupFormContent = z.output<typeof signupFormSchema>;

export default signupFormSchema;
