// The plan cards of the pricing page: each plan of the local data (§3 `plan`) with the region's
// price per user per month, its features and a call to action; one plan may be highlighted.
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import { formatPlanPrice, pricePerUser } from './product-data';
import type { PricingTableContent } from './PricingTable.schema';

export function PricingTable({
  headline,
  intro,
  highlight,
  highlight_label,
  cta_text,
  cta_link,
  ctas,
  billing_note,
  theme,
}: PricingTableContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site) return null;
  const { costs, region } = site;
  const defaultHref = cta_link || regionPath(region, '/get-started');
  const note = billing_note || `Prices are in ${costs.currency}, per user per month.`;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="pricing-table" editable={editable}>
      <ul className="pricing-table__plans">
        {site.plan.map((plan) => {
          const price = pricePerUser(costs, plan.id);
          const highlighted = plan.id === highlight;
          const cta = ctas.find((entry) => entry.plan === plan.id);
          return (
            <li
              key={plan.id}
              className={`pricing-table__plan${highlighted ? ' pricing-table__plan--highlight' : ''}`}
            >
              {highlighted ? <p className="pricing-table__badge">{highlight_label}</p> : null}
              <h3 className="pricing-table__name">{plan.name}</h3>
              {price !== undefined ? (
                <p className="pricing-table__price">
                  <span className="pricing-table__amount">
                    {formatPlanPrice(price, costs.currency, region)}
                  </span>
                  {price > 0 ? <span className="pricing-table__unit"> per user / month</span> : null}
                </p>
              ) : null}
              <p className="pricing-table__summary">{plan.summary}</p>
              <ul className="pricing-table__features">
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={20} />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <div className="pricing-table__cta">
                <Button
                  text={cta?.text || cta_text}
                  href={cta?.link || defaultHref}
                  type={highlighted ? 'filled' : 'outline'}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="pricing-table__note">{note}</p>
    </Section>
  );
}
