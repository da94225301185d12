// The §1 ratings a star_rating may show instead of a rating typed into content: the block names
// one, and its score and review count come from the site state (app/local-data/stats.json).
import type { Stats } from '../../local-data/local-data';

export const SITE_RATINGS = ['aggregate', 'review_site', 'app_store'] as const;
export type SiteRating = (typeof SITE_RATINGS)[number];

export interface RatingFigures {
  value: number;
  best: number;
  /** null: the rating is shown without a review count. */
  reviews: number | string | null;
}

export function siteRating(stats: Stats, which: SiteRating): RatingFigures {
  const best = stats.aggregateRating.best;
  switch (which) {
    case 'aggregate':
      return stats.aggregateRating;
    case 'review_site':
      return { value: stats.reviewSite.value, best, reviews: stats.reviewSite.reviews };
    case 'app_store':
      return { value: stats.appStore.value, best, reviews: stats.appStore.reviews };
  }
}
