// The content of the FAQ accordion (Faq.tsx renders it).
import { z } from 'zod';
import { richTextSchema } from '../../rich-text/rich-text.schema';
import { items, optional, themeField } from '../shared/fields.schema';

const faqItemSchema = z.object({
  _uid: z.string().catch(''),
  question: z.string().min(1),
  answer: richTextSchema,
});

export const faqSchema = z.object({
  headline: optional('headline', z.string(), 'Frequently asked questions'),
  items: items('items', faqItemSchema, 'faq_item'),
  theme: themeField('white'),
});
export type FaqContent = z.output<typeof faqSchema>;

export default faqSchema;
