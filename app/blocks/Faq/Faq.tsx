// FAQ accordion on native <details>: keyboard accessible and working before hydration.
import { z } from 'zod';
import { richTextSchema } from '../../content/story-content.schema';
import { RichText } from '../../rich-text/RichText';
import type { BlockProps } from '../block';
import { items, optional } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';

const faqItemSchema = z.object({
  _uid: z.string().catch(''),
  question: z.string().min(1),
  answer: richTextSchema,
});

export const faqSchema = z.object({
  headline: optional('headline', z.string(), 'Frequently asked questions'),
  items: items('items', faqItemSchema),
  theme: themeField('white'),
});

export function Faq({ headline, items: questions, theme }: z.output<typeof faqSchema> & BlockProps) {
  return (
    <Section theme={theme} headline={headline} width="narrow">
      <div className="faq">
        {questions.map((item, index) => (
          <details key={item._uid || index} className="faq__item">
            <summary>{item.question}</summary>
            <RichText doc={item.answer} />
          </details>
        ))}
      </div>
    </Section>
  );
}
