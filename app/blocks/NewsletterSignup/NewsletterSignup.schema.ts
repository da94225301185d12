// The content of the newsletter band (NewsletterSignup.tsx renders it); its defaults are the
// newsletter modal's copy.
import { z } from 'zod';
import { NEWSLETTER_CTA, NEWSLETTER_HEADLINE, NEWSLETTER_SUBLINE } from '../../modals/newsletter';
import { link, optional, optionalText, themeField } from '../shared/fields.schema';

export const newsletterSignupSchema = z.object({
  headline: optional('headline', z.string(), NEWSLETTER_HEADLINE),
  subline: optional('subline', z.string(), NEWSLETTER_SUBLINE),
  cta_text: optional('cta_text', z.string(), NEWSLETTER_CTA),
  /** Where the button leads; unset, the newsletter modal (the region's newsletter page without JavaScript). */
  link,
  /** A line under the button. */
  note: optionalText('note'),
  theme: themeField('purple'),
});
export type NewsletterSignupContent = z.output<typeof newsletterSignupSchema>;

export default newsletterSignupSchema;
