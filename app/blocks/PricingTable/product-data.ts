// The local data of requirements §3 (plans, add-ons, industries, integrations, compliance states) as the
// product blocks need it: the ids content may name (product-data.schema.ts validates them while the
// block is parsed), and the region's prices formatted for the region's locale.
import addOnCosts from '../../local-data/add-on-costs.json';
import complianceStates from '../../local-data/compliance-states.json';
import industries from '../../local-data/industries.json';
import integrations from '../../local-data/integrations.json';
import type { Costs } from '../../local-data/local-data';
import plans from '../../local-data/plans.json';
import { numberFormat } from '../../format/format';
import { REGION_LOCALES, type Region } from '../../regions/region';

export type Ids = [string, ...string[]];
const idsOf = (list: readonly { id: string }[]) => list.map((entry) => entry.id) as Ids;

/** Plans and industries are the same in every region; add-ons are priced per region but share ids. */
export const PLAN_IDS = idsOf(plans);
export const ADD_ON_IDS = idsOf(addOnCosts.us);
export const INDUSTRY_IDS = idsOf(industries);
/** Every id in the data; a block still shows only what the current region has. */
export const INTEGRATION_IDS = idsOf(integrations);
export const COMPLIANCE_STATE_IDS = idsOf(complianceStates);

/** The region's price per user per month of a plan, or undefined for a plan without a price. */
export function pricePerUser(costs: Costs, planId: string): number | undefined {
  const prices: Readonly<Record<string, number>> = costs.perUserMonthly;
  return Object.hasOwn(prices, planId) ? prices[planId] : undefined;
}

/** An amount in the region's currency: whole amounts without cents ($6), others with (A$4.50). */
export function formatMoney(amount: number, currency: string, region: Region): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(REGION_LOCALES[region], {
    style: 'currency',
    currency,
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(amount);
}

/** A plan's price as a visitor reads it: 'Free' for 0. */
export function formatPlanPrice(amount: number, currency: string, region: Region): string {
  return amount === 0 ? 'Free' : formatMoney(amount, currency, region);
}

/** A whole number in the region's format (10,000). */
export function formatCount(value: number, region: Region): string {
  return value.toLocaleString(REGION_LOCALES[region]);
}
