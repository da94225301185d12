// The content of the standalone star rating (StarRating.tsx renders it).
import { z } from 'zod';
import { withHint } from '../shared/storyblok-hints';
import { STARS_MAX } from '../shared/StarRating.options';
import { optional, optionalText, ratingField, themeField } from '../shared/fields.schema';
import { SITE_RATINGS } from './site-rating';

const siteRatingField = optional('site_rating', z.enum(SITE_RATINGS).nullable(), null);
const contentRating = ratingField();

export const starRatingSchema = z
  .object({
    /** One of the site's own ratings (requirements §1): its figures then come from the site state. */
    site_rating: siteRatingField,
    rating: withHint(z.unknown().optional(), { type: 'number', min_value: 0, max_value: STARS_MAX }),
    label: optionalText('label'),
    review_count: optional('review_count', z.coerce.number().int().nonnegative().nullable(), null),
    theme: themeField('white'),
  })
  // A site rating brings its own score, so only a block without one needs (and is warned about) a rating.
  .transform(({ rating, ...fields }) => ({
    ...fields,
    rating: fields.site_rating ? null : contentRating.parse(rating),
  }));
export type StarRatingContent = z.output<typeof starRatingSchema>;

export default starRatingSchema;
