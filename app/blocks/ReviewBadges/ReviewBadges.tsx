// Two review scores side by side (requirements §1): the software-review site's (4.6 from 756 reviews) and
// the app stores' (4.8 from 2.9k reviews). Scores come from the site state; content may add links
// to the review pages.
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import { formatCount, RatingLine } from '../StarRating/RatingLine';
import type { ReviewBadgesContent } from './ReviewBadges.schema';

interface Badge {
  name: string;
  value: number;
  reviews: number | string;
  href: string;
}

export function ReviewBadges({
  headline,
  intro,
  review_site_link,
  app_store_label,
  app_store_link,
  theme,
}: ReviewBadgesContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site) return null;
  const { reviewSite, appStore } = site.stats;
  const badges: Badge[] = [
    { name: reviewSite.name, value: reviewSite.value, reviews: reviewSite.reviews, href: review_site_link },
    { name: app_store_label, value: appStore.value, reviews: appStore.reviews, href: app_store_link },
  ];
  return (
    <Section theme={theme} headline={headline} intro={intro} className="review-badges" editable={editable}>
      <ul className="review-badges__list">
        {badges.map((badge) => (
          <li key={badge.name} className="review-badges__badge">
            <h3 className="review-badges__name">
              {badge.href ? (
                <a
                  href={badge.href}
                  {...(/^https?:/i.test(badge.href) ? { rel: 'noopener noreferrer' } : {})}
                >
                  {badge.name}
                </a>
              ) : (
                badge.name
              )}
            </h3>
            <p className="review-badges__score" aria-hidden="true">
              {formatCount(badge.value, site.region)}
            </p>
            <p className="review-badges__line">
              <RatingLine value={badge.value} reviews={badge.reviews} region={site.region} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
