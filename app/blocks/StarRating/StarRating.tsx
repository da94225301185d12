// A standalone star rating: a score out of five (spec §5: 0 to 5; a rating of 7 is warned about
// and replaced) with a label saying where it comes from and, optionally, how many reviews.
import { z } from 'zod';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { ratingField } from '../shared/fields.schema';
import { themeField } from '../shared/fields.schema';
import { RatingLine } from './RatingLine';
import './StarRating.css';

export const starRatingSchema = z.object({
  rating: ratingField(),
  label: optionalText('label'),
  review_count: optional('review_count', z.coerce.number().int().nonnegative().nullable(), null),
  theme: themeField('white'),
});

export function StarRating({
  rating,
  label,
  review_count,
  theme,
}: z.output<typeof starRatingSchema> & BlockProps) {
  const region = useSiteState()?.region ?? 'us';
  return (
    <Section theme={theme} width="narrow" className="star-rating-block">
      <p className="star-rating-block__line">
        <RatingLine value={rating} reviews={review_count} region={region} size={28} />
      </p>
      {label ? <p className="star-rating-block__label">{label}</p> : null}
    </Section>
  );
}
