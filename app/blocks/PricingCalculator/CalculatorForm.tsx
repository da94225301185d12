// The calculator's form and result: the interactive leaf of the pricing calculator block.
import { useId, useState, type FormEvent } from 'react';
import type { AddOnCost, Costs, Plan } from '../../local-data/local-data';
import type { Region } from '../../regions/region';
import { Button } from '../shared/Button';
import { formatCount, formatMoney, formatPlanPrice, pricePerUser } from '../PricingTable/product-data';
import { useHydrated } from './page-query';
import { STAFF_MIN, STAFF_MAX } from './CalculatorForm.options';

export interface CalculatorState {
  staff: string;
  plan: string;
  addOns: string[];
}

/** The number of staff a visitor typed, or null when it is not a whole number in range. */
export function parseStaff(text: string): number | null {
  const digits = text.trim();
  if (!/^\d{1,6}$/.test(digits)) return null;
  const staff = Number(digits);
  return staff >= STAFF_MIN && staff <= STAFF_MAX ? staff : null;
}

/** The form's starting values from ?staff=&plan=&addons=; anything invalid gives the default. */
export function readCalculatorQuery(
  params: URLSearchParams,
  defaults: { staff: number; plan: string; planIds: string[]; addOnIds: string[] },
): CalculatorState {
  const staff = parseStaff(params.get('staff') ?? '');
  const plan = params.get('plan') ?? '';
  // Checkboxes send one `addons` per ticked box; a shared link may use a comma list instead.
  const addOns = params
    .getAll('addons')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim());
  return {
    staff: String(staff ?? defaults.staff),
    plan: defaults.planIds.includes(plan) ? plan : defaults.plan,
    addOns: defaults.addOnIds.filter((id) => addOns.includes(id)),
  };
}

export interface CalculatorFormProps {
  initial: CalculatorState;
  action: string | undefined;
  plans: Plan[];
  addOns: AddOnCost[];
  costs: Costs;
  region: Region;
  note: string;
  cta: { text: string; href: string };
}

export function CalculatorForm({
  initial,
  action,
  plans,
  addOns,
  costs,
  region,
  note,
  cta,
}: CalculatorFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [state, setState] = useState(initial);
  const money = (amount: number) => formatMoney(amount, costs.currency, region);
  const planPriceLabel = (price: number) =>
    price === 0 ? formatPlanPrice(price, costs.currency, region) : `${money(price)} per user`;

  const staff = parseStaff(state.staff);
  const plan = plans.find((entry) => entry.id === state.plan) ?? plans[0];
  const planPrice = plan ? (pricePerUser(costs, plan.id) ?? 0) : 0;
  const chosenAddOns = addOns.filter((addOn) => state.addOns.includes(addOn.id));
  const perUser = planPrice + chosenAddOns.reduce((sum, addOn) => sum + addOn.perUserMonthly, 0);
  const staffError = `Enter a whole number of staff from ${formatCount(STAFF_MIN, region)} to ${formatCount(STAFF_MAX, region)}.`;

  const toggleAddOn = (addOnId: string, on: boolean) =>
    setState((current) => ({
      ...current,
      addOns: on ? [...current.addOns, addOnId] : current.addOns.filter((entry) => entry !== addOnId),
    }));
  // Once hydrated the result is already live; submitting would only reload the page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <div className="pricing-calculator__layout">
      <form method="get" action={action} className="pricing-calculator__form panel" onSubmit={onSubmit}>
        <div className="pricing-calculator__field">
          <label htmlFor={`${id}-staff`}>Number of staff</label>
          <p id={`${id}-hint`} className="pricing-calculator__hint">
            Everyone you schedule or who clocks in.
          </p>
          <input
            id={`${id}-staff`}
            className="pricing-calculator__input"
            type="number"
            name="staff"
            min={STAFF_MIN}
            max={STAFF_MAX}
            step={1}
            inputMode="numeric"
            required
            value={state.staff}
            onChange={(event) => setState((current) => ({ ...current, staff: event.target.value }))}
            aria-invalid={staff === null ? true : undefined}
            aria-describedby={staff === null ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          {staff === null ? (
            <p id={`${id}-error`} className="pricing-calculator__error">
              {staffError}
            </p>
          ) : null}
        </div>
        <fieldset className="pricing-calculator__group">
          <legend>Plan</legend>
          {plans.map((entry) => (
            <label key={entry.id} className="pricing-calculator__choice">
              <input
                type="radio"
                name="plan"
                value={entry.id}
                checked={entry.id === plan?.id}
                onChange={() => setState((current) => ({ ...current, plan: entry.id }))}
              />
              <span>
                {entry.name}{' '}
                <span className="pricing-calculator__choice-price">
                  {planPriceLabel(pricePerUser(costs, entry.id) ?? 0)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {addOns.length > 0 ? (
          <fieldset className="pricing-calculator__group">
            <legend>Add-ons</legend>
            {addOns.map((addOn) => (
              <label key={addOn.id} className="pricing-calculator__choice">
                <input
                  type="checkbox"
                  name="addons"
                  value={addOn.id}
                  checked={state.addOns.includes(addOn.id)}
                  onChange={(event) => toggleAddOn(addOn.id, event.target.checked)}
                />
                <span>
                  {addOn.name}{' '}
                  <span className="pricing-calculator__choice-price">
                    +{money(addOn.perUserMonthly)} per user
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {hydrated ? null : (
          <button type="submit" className="button button--outline button--md">
            Update estimate
          </button>
        )}
      </form>
      <div className="pricing-calculator__result panel">
        <div role="status" aria-live="polite" aria-atomic="true">
          <p className="pricing-calculator__result-label">Estimated monthly total</p>
          {staff === null ? (
            <p className="pricing-calculator__result-empty">{staffError}</p>
          ) : (
            <>
              <p className="pricing-calculator__total">
                {formatPlanPrice(staff * perUser, costs.currency, region)}
              </p>
              <p className="pricing-calculator__breakdown">
                {formatCount(staff, region)} staff × {money(perUser)} per user per month
                {plan ? ` (${[plan.name, ...chosenAddOns.map((addOn) => addOn.name)].join(' + ')})` : ''}
              </p>
            </>
          )}
        </div>
        {note ? <p className="pricing-calculator__note">{note}</p> : null}
        <Button text={cta.text} href={cta.href} size="lg" />
      </div>
    </div>
  );
}
