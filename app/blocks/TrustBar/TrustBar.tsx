// A compact one-line strip of social proof for under a hero: "385,000 workplaces" and the aggregate
// rating "4.8 out of 5 from 959 reviews" with stars (requirements §1; figures from the site state).
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { themeClass } from '../shared/theme';
import { formatCount, RatingLine } from '../StarRating/RatingLine';
import type { TrustBarContent } from './TrustBar.schema';

export function TrustBar({ lead_in, theme }: TrustBarContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site) return null;
  const { workplaces, aggregateRating } = site.stats;
  return (
    <div className={`trust-bar ${themeClass(theme)}`} {...editable}>
      <ul className="container trust-bar__list">
        <li className="trust-bar__item">
          {lead_in ? `${lead_in} ` : ''}
          <strong>{formatCount(workplaces, site.region)} workplaces</strong>
        </li>
        <li className="trust-bar__item">
          <RatingLine
            value={aggregateRating.value}
            best={aggregateRating.best}
            reviews={aggregateRating.reviews}
            region={site.region}
            size={18}
          />
        </li>
      </ul>
    </div>
  );
}
