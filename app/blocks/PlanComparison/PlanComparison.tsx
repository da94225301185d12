// A feature matrix of the plans: one row per feature, one column per plan, each cell a tick, a
// dash or the editor's text ("Up to 5 sites"). On small screens the table scrolls sideways in a
// focusable region so keyboard users can scroll it too.
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import { formatPlanPrice, pricePerUser } from '../PricingTable/product-data';
import type { PlanComparisonContent, PlanComparisonRow } from './PlanComparison.schema';

function Cell({ row, planId, planName }: { row: PlanComparisonRow; planId: string; planName: string }) {
  const text = row.values.find((value) => value.plan === planId)?.text;
  if (text) return <td>{text}</td>;
  const included = row.plans.includes(planId);
  return (
    <td className={included ? 'plan-comparison__yes' : 'plan-comparison__no'}>
      {included ? <Icon name="check" size={22} /> : <span aria-hidden="true">–</span>}
      <span className="visually-hidden">
        {included ? `Included in ${planName}` : `Not included in ${planName}`}
      </span>
    </td>
  );
}

export function PlanComparison({
  uid,
  headline,
  intro,
  rows,
  show_prices,
  theme,
}: PlanComparisonContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site || rows.length === 0) return null;
  const { costs, region, plan: plans } = site;
  const captionId = `${uid}-caption`;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="plan-comparison" editable={editable}>
      {/* A focusable, named region: a keyboard can scroll the table when it is wider than the screen. */}
      <div className="plan-comparison__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="plan-comparison__table">
          <caption id={captionId} className="visually-hidden">
            {headline || 'Compare plans'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {show_prices ? (
              <tr className="plan-comparison__price-row">
                <th scope="row">Price per user / month</th>
                {plans.map((plan) => {
                  const price = pricePerUser(costs, plan.id);
                  return (
                    <td key={plan.id}>
                      {price === undefined ? 'Contact us' : formatPlanPrice(price, costs.currency, region)}
                    </td>
                  );
                })}
              </tr>
            ) : null}
            {rows.map((row, index) => (
              <tr key={row._uid || index}>
                <th scope="row">{row.feature}</th>
                {plans.map((plan) => (
                  <Cell key={plan.id} row={row} planId={plan.id} planName={plan.name} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
