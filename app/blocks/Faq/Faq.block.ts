import { defineBlock } from '../define-block';
import type { faqSchema } from './Faq.schema';
import { Faq } from './Faq';

export default defineBlock<typeof faqSchema>({
  name: 'faq',
  core: true,
  component: Faq,
});
