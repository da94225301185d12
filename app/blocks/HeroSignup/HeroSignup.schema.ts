// The content of the sign-up hero: copy, benefits and signup form settings (HeroSignup.tsx renders it).
import { z } from 'zod';
import { anchorField, optionalText, themeField } from '../shared/fields.schema';
import { lineList } from '../PricingTable/product-data.schema';
import { signupFormSchema } from '../SignupForm/SignupForm.schema';

export const heroSignupSchema = z.object({
  headline: z.string().min(1),
  subheadline: optionalText('subheadline'),
  eyebrow: optionalText('eyebrow'),
  benefits: lineList('benefits'),
  form_heading: optionalText('form_heading'),
  cta_text: optionalText('cta_text'),
  form_id: signupFormSchema.shape.form_id,
  show_social_button: signupFormSchema.shape.show_social_button,
  show_capterra_rating: signupFormSchema.shape.show_capterra_rating,
  theme: themeField('purple-light'),
  anchor: anchorField,
});
export type HeroSignupContent = z.output<typeof heroSignupSchema>;

export default heroSignupSchema;
