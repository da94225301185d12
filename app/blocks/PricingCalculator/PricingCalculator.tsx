// An interactive cost estimate: number of staff × (plan price + add-on prices) per month, in the
// region's currency. It is a GET form (?staff=&plan=&addons=) whose result the server renders, so
// it works before and without JavaScript; once hydrated it updates as the visitor types.
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import { CalculatorForm, readCalculatorQuery } from './CalculatorForm';
import { WithPageQuery } from './page-query';
import type { PricingCalculatorContent } from './PricingCalculator.schema';

export function PricingCalculator({
  uid,
  headline,
  intro,
  default_staff,
  default_plan,
  note,
  cta_text,
  cta_link,
  theme,
}: PricingCalculatorContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site || site.plan.length === 0) return null;
  const { plan: plans, addOnCosts, costs, region } = site;
  const fallbackPlan = plans.find((plan) => plan.id === default_plan)?.id ?? plans[0]?.id ?? '';
  const sectionId = `pricing-calculator-${uid}`;
  return (
    <Section
      theme={theme}
      headline={headline}
      intro={intro}
      className="pricing-calculator"
      id={sectionId}
      editable={editable}
    >
      <WithPageQuery>
        {(query) => (
          <CalculatorForm
            // A new query (another GET submission) starts from its own values.
            key={query.params.toString()}
            initial={readCalculatorQuery(query.params, {
              staff: default_staff,
              plan: fallbackPlan,
              planIds: plans.map((plan) => plan.id),
              addOnIds: addOnCosts.map((addOn) => addOn.id),
            })}
            action={query.pathname ? `${query.pathname}#${sectionId}` : undefined}
            plans={plans}
            addOns={addOnCosts}
            costs={costs}
            region={region}
            note={note}
            cta={{ text: cta_text, href: cta_link || regionPath(region, '/get-started') }}
          />
        )}
      </WithPageQuery>
    </Section>
  );
}
