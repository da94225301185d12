// Whether a page shows the site's aggregate rating (requirements §1: 4.8 out of 5 from 959 reviews). Google
// takes an AggregateRating only from a page that shows it, so the product claims its rating only
// where one of these blocks renders it from the site state. Other rating blocks show other figures:
// review_badges the review site's and app store's own scores, star_rating a score from content.
import { blocksIn, type ParsedBlock } from '../blocks/parsed-block';
import type { StatRowContent } from '../blocks/StatRow/StatRow.schema';

type ShowsRating = (props: NonNullable<ParsedBlock['props']>) => boolean;

const SHOWS_AGGREGATE_RATING: Readonly<Record<string, ShowsRating>> = {
  rating_summary: () => true,
  trust_bar: () => true,
  // A stat row shows the rating ("4.8/5") when one of its stats is that site figure.
  stat_row: (props) => (props as StatRowContent).stats.some((stat) => stat.site_stat === 'rating'),
};

/** Looks through a page's parsed content (bodies, containers, rich-text embeds). */
export function showsAggregateRating(content: unknown): boolean {
  for (const block of blocksIn(content)) {
    const shows = Object.hasOwn(SHOWS_AGGREGATE_RATING, block.component)
      ? SHOWS_AGGREGATE_RATING[block.component]
      : undefined;
    // A block its schema refused (props null) renders nothing.
    if (shows && block.props && shows(block.props)) return true;
  }
  return false;
}
