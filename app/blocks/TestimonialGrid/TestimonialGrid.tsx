// Customer testimonials in a responsive grid: each one is the Quote entity of spec §3 (quote,
// author, author_title, company, image, industry, features), drawn like the quote block.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { QuoteFigure, quoteEntitySchema } from '../Quote/Quote';
import { items, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import './TestimonialGrid.css';

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
  testimonials: items('testimonials', testimonialSchema),
  columns: optional('columns', z.coerce.number().int().min(2).max(3), 3),
  theme: themeField('grey'),
});

export function TestimonialGrid({
  headline,
  intro,
  testimonials,
  columns,
  theme,
}: z.output<typeof testimonialGridSchema> & BlockProps) {
  if (testimonials.length === 0) return null;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="testimonial-grid">
      <ul className={`testimonial-grid__list testimonial-grid__list--${columns}`}>
        {testimonials.map(({ _uid, ...entity }, index) => (
          <li key={_uid || index} className="testimonial-grid__item">
            <QuoteFigure {...entity} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
