import { z } from 'zod';
import { richTextSchema } from '../../content/story-content';
import { RichText } from '../../rich-text/RichText';

export const quoteSchema = z.object({
  quote: z.union([z.string(), richTextSchema]),
  author: z.string().catch(''),
  author_title: z.string().catch(''),
  company: z.string().catch(''),
});

export function Quote({ quote, author, author_title, company }: z.output<typeof quoteSchema>) {
  const attribution = [author, [author_title, company].filter(Boolean).join(', ')].filter(Boolean);
  return (
    <section className="section section--peach">
      <figure className="container container--narrow quote">
        <blockquote>{typeof quote === 'string' ? <p>{quote}</p> : <RichText doc={quote} />}</blockquote>
        {attribution.length > 0 ? <figcaption>{attribution.join(' — ')}</figcaption> : null}
      </figure>
    </section>
  );
}
