import { z } from 'zod';
import { richTextSchema } from '../../content/story-content';
import { RichText } from '../../rich-text/RichText';

export const faqSchema = z.object({
  headline: z.string().catch('Frequently asked questions'),
  items: z
    .array(z.object({ _uid: z.string().catch(''), question: z.string().min(1), answer: richTextSchema }))
    .catch([]),
});

/** Native disclosure elements: keyboard accessible and working before hydration. */
export function Faq({ headline, items }: z.output<typeof faqSchema>) {
  return (
    <section className="section">
      <div className="container container--narrow">
        <h2 className="section__title">{headline}</h2>
        <div className="faq">
          {items.map((item, index) => (
            <details key={item._uid || index} className="faq__item">
              <summary>{item.question}</summary>
              <RichText doc={item.answer} />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
