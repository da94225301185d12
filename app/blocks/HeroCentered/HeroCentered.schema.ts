// The content of the centred hero (HeroCentered.tsx renders it).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { buttonSchema } from '../shared/Button.schema';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';

export const heroCenteredSchema = z.object({
  headline: z.string().min(1),
  eyebrow: optionalText('eyebrow'),
  subheadline: optionalText('subheadline'),
  buttons: items('buttons', buttonSchema, 'button'),
  image: optional('image', imageSchema, null),
  theme: themeField('purple-light'),
});
export type HeroCenteredContent = z.output<typeof heroCenteredSchema>;

export default heroCenteredSchema;
