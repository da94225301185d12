// Star ratings (§5: value 0 to 5; §9: at most 5 stars). Partial stars are drawn by clipping a
// filled row over an empty one; the text alternative states the value.

import { STARS_MAX } from './StarRating.options';

export function StarRating({ value, size = 20 }: { value: number; size?: number }) {
  const clamped = Math.min(Math.max(value, 0), STARS_MAX);
  const row = (filled: boolean) =>
    Array.from({ length: STARS_MAX }, (_, index) => (
      <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
    ));
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${clamped} out of ${STARS_MAX}`}>
      <span className="star-rating__empty">{row(false)}</span>
      <span className="star-rating__filled" style={{ width: `${(clamped / STARS_MAX) * 100}%` }}>
        {row(true)}
      </span>
    </span>
  );
}
