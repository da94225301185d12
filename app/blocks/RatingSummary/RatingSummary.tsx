// The aggregate rating of requirements §1 (4.8 out of 5 from 959 reviews) with stars, and an optional
// headline and line of text. The figures come from the site state, never from content.
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import { formatCount, RatingLine } from '../StarRating/RatingLine';
import type { RatingSummaryContent } from './RatingSummary.schema';

export function RatingSummary({ headline, text, theme }: RatingSummaryContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site) return null;
  const { value, best, reviews } = site.stats.aggregateRating;
  return (
    <Section theme={theme} headline={headline} width="narrow" className="rating-summary" editable={editable}>
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
