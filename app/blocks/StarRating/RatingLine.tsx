// One line of social proof: stars plus "4.8 out of 5 from 959 reviews". The sentence carries the
// meaning, so the stars beside it are hidden from assistive technology (no double reading).
import { REGION_LOCALES, type Region } from '../../regions/region';
import { StarRating as Stars } from '../shared/StarRating';
import { STARS_MAX } from '../shared/StarRating.options';

/** A count in the region's number format; already formatted values ('2.9k') pass through. */
export function formatCount(value: number | string, region: Region): string {
  return typeof value === 'number' ? value.toLocaleString(REGION_LOCALES[region]) : value;
}

export function ratingSentence(
  value: number,
  reviews: number | string | null,
  region: Region,
  best: number = STARS_MAX,
): string {
  const score = `${formatCount(value, region)} out of ${formatCount(best, region)}`;
  if (reviews === null || reviews === '') return score;
  const one = reviews === 1 || reviews === '1';
  return `${score} from ${formatCount(reviews, region)} ${one ? 'review' : 'reviews'}`;
}

export interface RatingLineProps {
  value: number;
  reviews: number | string | null;
  region: Region;
  best?: number;
  size?: number;
  className?: string;
}

export function RatingLine({ value, reviews, region, best, size = 20, className }: RatingLineProps) {
  return (
    <span className={['rating-line', className].filter(Boolean).join(' ')}>
      <span className="rating-line__stars" aria-hidden="true">
        <Stars value={value} size={size} />
      </span>
      <span className="rating-line__text">{ratingSentence(value, reviews, region, best)}</span>
    </span>
  );
}
