// The content of the testimonial grid, and the testimonial the carousel shares (TestimonialGrid.tsx
// renders it).
import { z } from 'zod';
import { quoteEntitySchema } from '../Quote/Quote.schema';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';

/**
 * A testimonial as content sends it: a Quote entity, with the `_uid` every nested block has. One
 * without words (an empty rich-text quote) is dropped with a warning rather than shown empty.
 */
export const testimonialSchema = quoteEntitySchema
  .extend({ _uid: z.string().catch('') })
  .refine((entity) => typeof entity.quote === 'string' || entity.quote.content.length > 0, {
    message: 'the quote is empty',
    path: ['quote'],
  });

export const testimonialGridSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  testimonials: items('testimonials', testimonialSchema, 'quote'),
  columns: optional('columns', z.coerce.number().int().min(2).max(3), 3),
  theme: themeField('grey'),
});
export type TestimonialGridContent = z.output<typeof testimonialGridSchema>;

export default testimonialGridSchema;
