// The content of the standard hero (Hero.tsx renders it).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { buttonSchema } from '../shared/Button.schema';
import { items, link, optional, optionalText, themeField } from '../shared/fields.schema';

export const heroSchema = z.object({
  headline: z.string().min(1),
  subheadline: optionalText('subheadline'),
  eyebrow: optionalText('eyebrow'),
  cta_text: optionalText('cta_text'),
  cta_link: link,
  buttons: items('buttons', buttonSchema, 'button'),
  image: optional('image', imageSchema, null),
  theme: themeField('purple-light'),
});
export type HeroContent = z.output<typeof heroSchema>;

export default heroSchema;
