// Two review scores side by side (spec §1): the software-review site's (4.6 from 756 reviews) and
// the app stores' (4.8 from 2.9k reviews). Scores come from the site state; content may add links
// to the review pages.
import { z } from 'zod';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { link, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { formatCount, RatingLine } from '../StarRating/RatingLine';
import './ReviewBadges.css';

export const reviewBadgesSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  review_site_link: link,
  app_store_label: optional('app_store_label', z.string(), 'App Store and Google Play'),
  app_store_link: link,
  theme: themeField('white'),
});

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
}: z.output<typeof reviewBadgesSchema> & BlockProps) {
  const site = useSiteState();
  if (!site) return null;
  const { reviewSite, appStore } = site.stats;
  const badges: Badge[] = [
    { name: reviewSite.name, value: reviewSite.value, reviews: reviewSite.reviews, href: review_site_link },
    { name: app_store_label, value: appStore.value, reviews: appStore.reviews, href: app_store_link },
  ];
  return (
    <Section theme={theme} headline={headline} intro={intro} className="review-badges">
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
