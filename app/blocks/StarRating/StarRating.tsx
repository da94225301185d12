// A standalone star rating: a score out of five (requirements §5: 0 to 5; a rating of 7 is warned about
// and replaced) with a label saying where it comes from and, optionally, how many reviews. A block
// that names one of the site's ratings (site_rating) shows that rating's §1 figures instead.
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import { STARS_MAX } from '../shared/StarRating.options';
import { RatingLine } from './RatingLine';
import { siteRating, type RatingFigures } from './site-rating';
import type { StarRatingContent } from './StarRating.schema';

export function StarRating({
  site_rating,
  rating,
  label,
  review_count,
  theme,
}: StarRatingContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const region = site?.region ?? 'us';
  let figures: RatingFigures | null = null;
  if (site_rating) figures = site ? siteRating(site.stats, site_rating) : null;
  else if (rating !== null) figures = { value: rating, best: STARS_MAX, reviews: review_count };
  if (!figures) return null;
  return (
    <Section theme={theme} width="narrow" className="star-rating-block" editable={editable}>
      <p className="star-rating-block__line">
        <RatingLine
          value={figures.value}
          best={figures.best}
          reviews={figures.reviews}
          region={region}
          size={28}
        />
      </p>
      {label ? <p className="star-rating-block__label">{label}</p> : null}
    </Section>
  );
}
