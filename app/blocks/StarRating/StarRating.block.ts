import { defineBlock } from '../define-block';
import type { starRatingSchema } from './StarRating.schema';
import { StarRating } from './StarRating';

export default defineBlock<typeof starRatingSchema>({
  name: 'star_rating',
  core: true,
  component: StarRating,
});
