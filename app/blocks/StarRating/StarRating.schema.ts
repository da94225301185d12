// The content of the standalone star rating (StarRating.tsx renders it).
import { z } from 'zod';
import { optional, optionalText, ratingField, themeField } from '../shared/fields.schema';

export const starRatingSchema = z.object({
  rating: ratingField(),
  label: optionalText('label'),
  review_count: optional('review_count', z.coerce.number().int().nonnegative().nullable(), null),
  theme: themeField('white'),
});
export type StarRatingContent = z.output<typeof starRatingSchema>;
