// Finds social-proof claims in page text (ratings, and counts of workplaces, users, reviews and the
// like) that are not the requirements §1 figures of app/local-data/stats.json, as the region formats them.
// A page may only repeat those figures; an invented "4.9 from 4,210 reviews" or "10,000+
// businesses" beside them would contradict them. Used by the seed test (seed-figures.test.tsx).
import type { Stats } from '../local-data/local-data';
import type { Region } from '../regions/region';
import { glowingReviews } from './SignupForm/SignupFormSlot';
import { formatCount } from './StarRating/RatingLine';

const NUMBER = String.raw`\d[\d,.]*\d|\d`;
/** "10k", "1.2 million", "10,000+": the suffixes a rounded claim carries. */
const SCALE = String.raw`\s*(?:k|thousand|million|m)\b`;
/** What the §1 counts count, and the words an invented reach claim would use instead. */
const COUNTED = 'workplaces|businesses|companies|customers|organi[sz]ations|users|reviews|ratings|countries';
/** Words that only make a claim when rounded up ("10,000+ teams"; "a team of 12 staff" is not one). */
const ROUNDED_ONLY = 'employers|teams|venues|locations|people|managers|staff|employees|workers';
/**
 * Up to two describing words between the number and what it counts ("4,100 US workplaces"), on
 * one line; a joining word means the number counts something else ("72 hours for retail employers").
 */
const DESCRIBING = String.raw`(?:(?!(?:for|to|in|of|at|on|with|from|by|per|than|and|or|the|a|an)\b)[A-Za-z'-]+[ \t]+){0,2}?`;

const RATING = new RegExp(
  String.raw`\b(\d(?:\.\d{1,2})?)\s*(?:out of|\/)\s*(5)\b(?:\s+from\s+(${NUMBER})(${SCALE})?\s+reviews)?`,
  'gi',
);
const STARS = new RegExp(String.raw`\b(?:rated\s+)?(\d(?:\.\d{1,2})?)(?:[- ]stars?\b|\s*★)`, 'gi');
const RATED = /\brated\s+(\d(?:\.\d{1,2})?)\b/gi;
// A sample ("a sample of 2,600 workplaces") is not a claim about the product's reach.
const COUNT = new RegExp(
  String.raw`(?<!sample of )(?<![\d,.])(${NUMBER})(${SCALE})?(\+)?[ \t]+${DESCRIBING}(${COUNTED}|${ROUNDED_ONLY})\b`,
  'gi',
);
/** A year ("since 2008 businesses…") is not a count. */
const YEAR = /^(?:19|20)\d\d$/;
const ROUNDED_ONLY_NOUN = new RegExp(`^(?:${ROUNDED_ONLY})$`, 'i');

/** The §1 figures as a region writes them. */
export function trueFigures(stats: Stats, region: Region) {
  const count = (value: number | string) => formatCount(value, region);
  const { aggregateRating, reviewSite, appStore } = stats;
  const ratings = [
    { value: count(aggregateRating.value), reviews: count(aggregateRating.reviews) },
    { value: count(reviewSite.value), reviews: count(reviewSite.reviews) },
    { value: count(appStore.value), reviews: count(appStore.reviews) },
  ];
  return {
    best: count(aggregateRating.best),
    ratings,
    counts: new Set([
      count(stats.countries),
      count(stats.workplaces),
      count(stats.users),
      ...ratings.map((rating) => rating.reviews),
    ]),
    /** The signup form's "700+ glowing reviews": the review site's count rounded down. */
    roundedReviews: `${count(glowingReviews(reviewSite.reviews))}+`,
  };
}

/** Every claim in `text` that is not a §1 figure, as it appears in the text. */
export function untrueFigures(text: string, stats: Stats, region: Region): string[] {
  const truth = trueFigures(stats, region);
  // Lines stay apart: a count and a noun on different lines (cells, headings) are unrelated.
  const flat = text.replace(/[ \t]+/g, ' ');
  const wrong: string[] = [];

  for (const match of flat.matchAll(RATING)) {
    const [claim, value, best, reviews, scale = ''] = match;
    const written = reviews === undefined ? undefined : `${reviews}${scale.trim()}`;
    const paired = truth.ratings.some(
      (rating) => rating.value === value && (written === undefined || rating.reviews === written),
    );
    if (!paired || best !== truth.best) wrong.push(claim);
  }
  for (const pattern of [STARS, RATED]) {
    for (const [claim, value] of flat.matchAll(pattern)) {
      if (!truth.ratings.some((rating) => rating.value === value)) wrong.push(claim);
    }
  }
  for (const match of flat.matchAll(COUNT)) {
    const [claim, number = '', scale = '', plus = '', noun = ''] = match;
    const rounded = Boolean(scale || plus);
    if (!rounded && YEAR.test(number)) continue;
    if (!rounded && ROUNDED_ONLY_NOUN.test(noun)) continue;
    const written = `${number}${scale.trim()}`;
    // "100+ countries" understates a true count; "700+ glowing reviews" rounds the review site's.
    const roundedDown = plus && `${written}+` === truth.roundedReviews && /reviews$/i.test(claim);
    if (!truth.counts.has(written) && !roundedDown) wrong.push(claim);
  }
  return wrong;
}
