// A plan picker that highlights what the chosen plan includes among the features of every plan.
// Native radio buttons (arrow keys move between plans) in a GET form (?plan=), so it works before
// and without JavaScript; once hydrated the choice applies at once.
import { useState } from 'react';
import type { Costs, Plan } from '../../local-data/local-data';
import { regionPath, type Region } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import { WithPageQuery, useHydrated } from '../PricingCalculator/page-query';
import { formatPlanPrice, pricePerUser } from '../PricingTable/product-data';
import { allFeatures, includedFeatures } from './plan-features';
import type { PlanFilterContent } from './PlanFilter.schema';

interface PickerProps {
  plans: Plan[];
  initial: string;
  action: string | undefined;
  costs: Costs;
  region: Region;
  cta: { text: string; href: string };
}

function PlanPicker({ plans, initial, action, costs, region, cta }: PickerProps) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(initial);
  const plan = plans.find((entry) => entry.id === selected) ?? plans[0];
  if (!plan) return null;
  const features = allFeatures(plans);
  const included = includedFeatures(plans, plan.id);
  const price = pricePerUser(costs, plan.id);
  return (
    <div className="plan-filter__body">
      <form
        method="get"
        action={action}
        className="plan-filter__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset className="plan-filter__options">
          <legend className="visually-hidden">Choose a plan</legend>
          {plans.map((entry) => (
            <label key={entry.id} className="plan-filter__option">
              <input
                type="radio"
                name="plan"
                value={entry.id}
                checked={entry.id === plan.id}
                onChange={() => setSelected(entry.id)}
              />
              <span>{entry.name}</span>
            </label>
          ))}
        </fieldset>
        {hydrated ? null : (
          <button type="submit" className="button button--outline button--sm">
            Show features
          </button>
        )}
      </form>
      <div className="plan-filter__panel panel">
        <h3 className="plan-filter__name">
          {plan.name}
          {price !== undefined ? (
            <span className="plan-filter__price">
              {' '}
              {price === 0
                ? formatPlanPrice(price, costs.currency, region)
                : `${formatPlanPrice(price, costs.currency, region)} per user / month`}
            </span>
          ) : null}
        </h3>
        <p className="plan-filter__summary">{plan.summary}</p>
        <p className="plan-filter__status" role="status">
          {plan.name} includes {included.size} of {features.length} features.
        </p>
        <ul className="plan-filter__features">
          {features.map((feature) => {
            const yes = included.has(feature);
            return (
              <li key={feature} className={yes ? 'plan-filter__feature--on' : 'plan-filter__feature--off'}>
                {yes ? (
                  <Icon name="check" size={20} />
                ) : (
                  <span className="plan-filter__dash" aria-hidden="true" />
                )}
                <span>{feature}</span>
                <span className="visually-hidden">{yes ? ' (included)' : ' (not included)'}</span>
              </li>
            );
          })}
        </ul>
        {cta.text ? <Button text={cta.text} href={cta.href} /> : null}
      </div>
    </div>
  );
}

export function PlanFilter({
  headline,
  intro,
  default_plan,
  cta_text,
  cta_link,
  theme,
}: PlanFilterContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site || site.plan.length === 0) return null;
  const { plan: plans, costs, region } = site;
  const ids = plans.map((plan) => plan.id);
  const fallback = default_plan && ids.includes(default_plan) ? default_plan : (ids[0] ?? '');
  return (
    <Section theme={theme} headline={headline} intro={intro} className="plan-filter" editable={editable}>
      <WithPageQuery>
        {(query) => {
          const asked = query.params.get('plan') ?? '';
          return (
            <PlanPicker
              key={asked}
              plans={plans}
              initial={ids.includes(asked) ? asked : fallback}
              action={query.pathname || undefined}
              costs={costs}
              region={region}
              cta={{ text: cta_text, href: cta_link || regionPath(region, '/get-started') }}
            />
          );
        }}
      </WithPageQuery>
    </Section>
  );
}
