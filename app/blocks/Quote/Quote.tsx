// A customer quote: the Quote entity of spec §3 (rich-text quote, author, author_title, company,
// image, industry, features).
import { z } from 'zod';
import { richTextSchema } from '../../content/story-content.schema';
import { imageSchema } from '../../media/image.schema';
import { FixedImage } from '../../media/Picture';
import { RichText } from '../../rich-text/RichText';
import type { BlockProps } from '../block';
import { optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';

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

export function QuoteFigure({
  quote,
  author,
  author_title,
  company,
  image,
  industry,
  features,
}: QuoteEntity) {
  const role = [author_title, company].filter(Boolean).join(', ');
  return (
    <figure className="quote">
      <blockquote>{typeof quote === 'string' ? <p>{quote}</p> : <RichText doc={quote} />}</blockquote>
      {author || role ? (
        <figcaption className="quote__by">
          {image ? <FixedImage className="quote__avatar" image={image} width={56} decorative /> : null}
          <span>
            {author ? <strong className="quote__author">{author}</strong> : null}
            {role ? <span className="quote__role">{role}</span> : null}
          </span>
        </figcaption>
      ) : null}
      {industry || features.length > 0 ? (
        <ul className="tag-list" aria-label="About this customer">
          {industry ? <li className="tag">{industry}</li> : null}
          {features.map((feature) => (
            <li key={feature} className="tag tag--muted">
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}

export function Quote({ theme, ...entity }: z.output<typeof quoteSchema> & BlockProps) {
  return (
    <Section theme={theme} width="narrow">
      <QuoteFigure {...entity} />
    </Section>
  );
}
