// The content of the call-to-action band (CtaBanner.tsx renders it).
import { z } from 'zod';
import { buttonSchema } from '../shared/Button.schema';
import { items, link, optionalText, themeField } from '../shared/fields.schema';

export const ctaBannerSchema = z.object({
  headline: z.string().min(1),
  text: optionalText('text'),
  button_text: optionalText('button_text'),
  button_link: link,
  buttons: items('buttons', buttonSchema, 'button'),
  theme: themeField('purple'),
});
export type CtaBannerContent = z.output<typeof ctaBannerSchema>;

export default ctaBannerSchema;
