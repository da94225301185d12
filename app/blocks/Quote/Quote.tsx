// A customer quote: the Quote entity of requirements §3 (rich-text quote, author, author_title, company,
// image, industry, features).
import { FixedImage } from '../../media/Picture';
import { RichText } from '../../rich-text/RichText';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { QuoteContent, QuoteEntity } from './Quote.schema';

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

export function Quote({ theme, ...entity }: QuoteContent & BlockProps) {
  const editable = useBlockEditable();
  return (
    <Section theme={theme} width="narrow" editable={editable}>
      <QuoteFigure {...entity} />
    </Section>
  );
}
