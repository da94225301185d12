// The plan cards of the pricing page: each plan of the local data (§3 `plan`) with the region's
// price per user per month, its features and a call to action; one plan may be highlighted.
import { z } from 'zod';
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { items, link, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { formatPlanPrice, idField, PLAN_IDS, pricePerUser } from './product-data';
import './PricingTable.css';

/** A plan's own call to action, replacing the block's default one. */
const planCtaSchema = z.object({
  plan: z.enum(PLAN_IDS),
  text: optionalText('text'),
  link,
});

export const pricingTableSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  highlight: idField('highlight', PLAN_IDS),
  highlight_label: optional('highlight_label', z.string(), 'Most popular'),
  cta_text: optional('cta_text', z.string(), 'Start free trial'),
  /** Defaults to the region's /get-started page. */
  cta_link: link,
  ctas: items('ctas', planCtaSchema),
  billing_note: optionalText('billing_note'),
  theme: themeField('white'),
});

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
}: z.output<typeof pricingTableSchema> & BlockProps) {
  const site = useSiteState();
  if (!site) return null;
  const { costs, region } = site;
  const defaultHref = cta_link || regionPath(region, '/get-started');
  const note = billing_note || `Prices are in ${costs.currency}, per user per month.`;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="pricing-table">
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
