// Local data of requirements §4 "Navigation order": read from files shipped with the site, never over the
// network, and narrowed to the current region.
import type { Region } from '../regions/region';
import addOnCosts from './add-on-costs.json';
import complianceStates from './compliance-states.json';
import costs from './costs.json';
import exitPopups from './exit-popups.json';
import filters from './filters.json';
import industries from './industries.json';
import integrations from './integrations.json';
import plans from './plans.json';
import signupModal from './signup-modal.json';
import stats from './stats.json';

export type Stats = typeof stats;
export type Costs = (typeof costs)['us'];
export type AddOnCost = (typeof addOnCosts)['us'][number];
export type Industry = (typeof industries)[number];
export type Filters = typeof filters;
export type Plan = (typeof plans)[number];
export type Integration = (typeof integrations)[number];
export type ComplianceState = (typeof complianceStates)[number];
export type ExitPopup = (typeof exitPopups)['us'];
export type SignupModalContent = typeof signupModal;

export interface LocalData {
  stats: Stats;
  costs: Costs;
  addOnCosts: AddOnCost[];
  industry: Industry[];
  filters: Filters;
  plan: Plan[];
  integrations: Integration[];
  /** §3: filtered to the current region; each carries its region. */
  complianceStates: ComplianceState[];
  exitPopup: ExitPopup;
  blogExitPopup: ExitPopup;
  signupModal: SignupModalContent;
}

export function loadLocalData(region: Region): LocalData {
  return {
    stats,
    costs: costs[region],
    addOnCosts: addOnCosts[region],
    industry: industries,
    filters,
    plan: plans,
    integrations: integrations.filter((integration) => integration.regions.includes(region)),
    complianceStates: complianceStates.filter((state) => state.region === region),
    exitPopup: exitPopups[region],
    blogExitPopup: exitPopups.blog,
    signupModal: {
      ...signupModal,
      // Legal links follow the region of the page; the signup issue regionalises by visitor country.
      terms_condition_link: signupModal.terms_condition_link.replace('/us/', `/${region}/`),
      privacy_policy_link: signupModal.privacy_policy_link.replace('/us/', `/${region}/`),
    },
  };
}
