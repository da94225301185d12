// The shared site state of requirements §3, with its defaults. Built once per request by the root loader
// from what the navigation pipeline found; every page reads it through useSiteState().
import { REGION_CONSENT_POLICY } from '../consent/region-policy';
import type { ThirdPartyScripts } from '../consent/script-loader';
import type { MonitoringClientConfig } from '../monitoring/monitoring-events';
import type { LocalData } from '../local-data/local-data';
import { homeLink, type Region } from '../regions/region';
import type { PersonalisationStatus, Visitor } from '../regions/visitor.server';

export const GLOBAL_SIGNUP_TERMS = 'Up to 31 days, no credit card required';

/** §3: comma list of asset groups, or 'all'. */
export type LoadAssets = string;

export interface SiteState extends Omit<LocalData, 'exitPopup' | 'blogExitPopup' | 'signupModal'> {
  brandName: string;
  region: Region;
  homeLink: string;
  ipCountry: string;
  pricingCountry: Region;
  terms: { global_signup_terms: string };
  isCustomer: boolean;
  isPaidCustomer: boolean;
  personalisationStatus: PersonalisationStatus;
  trainingData: unknown;
  /** Whether the region gets the full GDPR-style consent banner (gb and au; us gets a lighter one). */
  showGdpr: boolean;
  loadAssets: LoadAssets;
  integrationsFilter: { search: string; selected_category: string };
  exitPopups: { region: LocalData['exitPopup']; blog: LocalData['blogExitPopup'] };
  signupModal: LocalData['signupModal'];
  /** Script addresses of the configured third-party services, loaded only with consent (app/consent). */
  thirdPartyScripts: ThirdPartyScripts;
  /** The monitoring client's configuration (§3), used only once consent allows monitoring. */
  monitoring: MonitoringClientConfig | null;
  /** §3 content addresses of error and thank-you messages. */
  messageAddresses: {
    marketingFormError: string;
    consultationError: string;
    errorPage: string;
    consultationThankYou: string;
  };
}

export function buildSiteState(input: {
  brandName: string;
  errorPageSlug: string;
  region: Region;
  visitor: Visitor;
  localData: LocalData;
  thirdPartyScripts?: ThirdPartyScripts;
  monitoring?: MonitoringClientConfig;
}): SiteState {
  const { region, visitor, localData } = input;
  const { exitPopup, blogExitPopup, signupModal, ...shared } = localData;
  return {
    ...shared,
    brandName: input.brandName,
    region,
    homeLink: homeLink(region),
    ipCountry: visitor.ipCountry,
    pricingCountry: visitor.pricingCountry,
    terms: { global_signup_terms: GLOBAL_SIGNUP_TERMS },
    isCustomer: visitor.isCustomer,
    isPaidCustomer: visitor.isPaidCustomer,
    personalisationStatus: visitor.personalisationStatus,
    trainingData: null,
    showGdpr: REGION_CONSENT_POLICY[region].banner === 'full',
    loadAssets: '',
    integrationsFilter: { search: '', selected_category: '' },
    exitPopups: { region: exitPopup, blog: blogExitPopup },
    signupModal,
    thirdPartyScripts: input.thirdPartyScripts ?? {},
    monitoring: input.monitoring ?? null,
    messageAddresses: {
      marketingFormError: `${region}/messages/marketing-form-error`,
      consultationError: `${region}/messages/book-a-consultation-error`,
      errorPage: `${region}/${input.errorPageSlug}`,
      consultationThankYou: `${region}/messages/book-a-consultation-thank-you`,
    },
  };
}
