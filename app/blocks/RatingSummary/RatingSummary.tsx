// The aggregate rating of spec §1 (4.8 out of 5 from 959 reviews) with stars, and an optional
// headline and line of text. The figures come from the site state, never from content.
import { z } from 'zod';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { formatCount, RatingLine } from '../StarRating/RatingLine';
import './RatingSummary.css';

export const ratingSummarySchema = z.object({
  headline: optionalText('headline'),
  text: optionalText('text'),
  theme: themeField('white'),
});

export function RatingSummary({ headline, text, theme }: z.output<typeof ratingSummarySchema> & BlockProps) {
  const site = useSiteState();
  if (!site) return null;
  const { value, best, reviews } = site.stats.aggregateRating;
  return (
    <Section theme={theme} headline={headline} width="narrow" className="rating-summary">
      <div className="rating-summary__body">
        <p className="rating-summary__score" aria-hidden="true">
          {formatCount(value, site.region)}
        </p>
        <p className="rating-summary__line">
          <RatingLine value={value} best={best} reviews={reviews} region={site.region} size={28} />
        </p>
        {text ? <p className="rating-summary__text">{text}</p> : null}
      </div>
    </Section>
  );
}
