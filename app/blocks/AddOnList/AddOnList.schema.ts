// The content of the add-on price list (AddOnList.tsx renders it).
import { z } from 'zod';
import { buttonSchema } from '../shared/Button.schema';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';
import { ADD_ON_IDS } from '../PricingTable/product-data';

const descriptionSchema = z.object({
  add_on: z.enum(ADD_ON_IDS),
  text: z.string().min(1),
});

export const addOnListSchema = z.object({
  headline: optional('headline', z.string(), 'Add-ons'),
  intro: optionalText('intro'),
  descriptions: items('descriptions', descriptionSchema, 'add_on_description'),
  buttons: items('buttons', buttonSchema, 'button'),
  theme: themeField('grey'),
});
export type AddOnListContent = z.output<typeof addOnListSchema>;

export default addOnListSchema;
