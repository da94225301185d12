// The region's paid add-ons (§3 addOnCosts) with their price per user per month, and an optional
// line of editor's copy for each.
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { Section } from '../shared/Section';
import { formatMoney } from '../PricingTable/product-data';
import type { AddOnListContent } from './AddOnList.schema';

export function AddOnList({ headline, intro, descriptions, buttons, theme }: AddOnListContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site || site.addOnCosts.length === 0) return null;
  const { addOnCosts, costs, region } = site;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="add-on-list" editable={editable}>
      <ul className="add-on-list__items">
        {addOnCosts.map((addOn) => {
          const description = descriptions.find((entry) => entry.add_on === addOn.id)?.text;
          return (
            <li key={addOn.id} className="add-on-list__item">
              <h3 className="add-on-list__name">{addOn.name}</h3>
              <p className="add-on-list__price">
                <strong>+{formatMoney(addOn.perUserMonthly, costs.currency, region)}</strong> per user / month
              </p>
              {description ? <p className="add-on-list__text">{description}</p> : null}
            </li>
          );
        })}
      </ul>
      <ButtonRow buttons={buttons} />
    </Section>
  );
}
