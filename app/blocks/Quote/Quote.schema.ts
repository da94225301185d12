// The content of a customer quote, the Quote entity of requirements §3 (Quote.tsx renders it).
import { z } from 'zod';
import { richTextSchema } from '../../rich-text/rich-text.schema';
import { imageSchema } from '../../media/image.schema';
import { optional, optionalText, themeField } from '../shared/fields.schema';

/** The Quote entity; other blocks (testimonials, consultation) embed it too. */
export const quoteEntitySchema = z.object({
  quote: z.union([
    z
      .string()
      .min(1)
      .transform((line) => line),
    richTextSchema,
  ]),
  author: optionalText('author'),
  author_title: optionalText('author_title'),
  company: optionalText('company'),
  image: optional('image', imageSchema, null),
  industry: optionalText('industry'),
  features: optional(
    'features',
    z.union([z.array(z.string()), z.string().transform((list) => list.split(',').map((f) => f.trim()))]),
    [],
  ).transform((list) => list.filter(Boolean)),
});
export type QuoteEntity = z.output<typeof quoteEntitySchema>;

export const quoteSchema = quoteEntitySchema.extend({ theme: themeField('peach') });
export type QuoteContent = z.output<typeof quoteSchema>;

export default quoteSchema;
