// Customer testimonials in a responsive grid: each one is the Quote entity of requirements §3 (quote,
// author, author_title, company, image, industry, features), drawn like the quote block.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { QuoteFigure } from '../Quote/Quote';
import { gridColumns } from '../shared/grid-columns';
import { Section } from '../shared/Section';
import type { TestimonialGridContent } from './TestimonialGrid.schema';

export function TestimonialGrid({
  headline,
  intro,
  testimonials,
  columns,
  theme,
}: TestimonialGridContent & BlockProps) {
  const editable = useBlockEditable();
  if (testimonials.length === 0) return null;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="testimonial-grid" editable={editable}>
      <ul {...gridColumns(`testimonial-grid__list testimonial-grid__list--${columns}`, columns)}>
        {testimonials.map(({ _uid, ...entity }, index) => (
          <li key={_uid || index} className="testimonial-grid__item">
            <QuoteFigure {...entity} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
