import { defineBlock } from '../define-block';
import type { quoteSchema } from './Quote.schema';
import { Quote } from './Quote';

export default defineBlock<typeof quoteSchema>({
  name: 'quote',
  core: true,
  component: Quote,
});
