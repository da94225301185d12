// The region's paid add-ons (§3 addOnCosts) with their price per user per month, and an optional
// line of editor's copy for each.
import { z } from 'zod';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { buttonSchema } from '../shared/Button.schema';
import { items, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { ADD_ON_IDS, formatMoney } from '../PricingTable/product-data';
import './AddOnList.css';

const descriptionSchema = z.object({
  add_on: z.enum(ADD_ON_IDS),
  text: z.string().min(1),
});

export const addOnListSchema = z.object({
  headline: optional('headline', z.string(), 'Add-ons'),
  intro: optionalText('intro'),
  descriptions: items('descriptions', descriptionSchema),
  buttons: items('buttons', buttonSchema),
  theme: themeField('grey'),
});

export function AddOnList({
  headline,
  intro,
  descriptions,
  buttons,
  theme,
}: z.output<typeof addOnListSchema> & BlockProps) {
  const site = useSiteState();
  if (!site || site.addOnCosts.length === 0) return null;
  const { addOnCosts, costs, region } = site;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="add-on-list">
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
