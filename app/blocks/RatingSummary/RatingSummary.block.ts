import { defineBlock } from '../define-block';
import type { ratingSummarySchema } from './RatingSummary.schema';
import { RatingSummary } from './RatingSummary';

export default defineBlock<typeof ratingSummarySchema>({
  name: 'rating_summary',
  core: true,
  component: RatingSummary,
});
