import { defineBlock } from '../define-block';
import type { reviewBadgesSchema } from './ReviewBadges.schema';
import { ReviewBadges } from './ReviewBadges';

export default defineBlock<typeof reviewBadgesSchema>({
  name: 'review_badges',
  core: true,
  component: ReviewBadges,
});
