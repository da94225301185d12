// A standalone star rating: a score out of five (spec §5: 0 to 5; a rating of 7 is warned about
// and replaced) with a label saying where it comes from and, optionally, how many reviews.
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import { RatingLine } from './RatingLine';
import type { StarRatingContent } from './StarRating.schema';

export function StarRating({ rating, label, review_count, theme }: StarRatingContent & BlockProps) {
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
