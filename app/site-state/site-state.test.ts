import { describe, expect, it } from 'vitest';
import { loadLocalData } from '../local-data/local-data';
import { buildSiteState, GLOBAL_SIGNUP_TERMS } from './site-state';

const visitor = {
  ipCountry: 'us',
  pricingCountry: 'us' as const,
  isCustomer: false,
  isPaidCustomer: false,
  personalisationStatus: 'prospect' as const,
  isBot: false,
};

describe('buildSiteState', () => {
  it('has the defaults of requirements §3', () => {
    const state = buildSiteState({
      brandName: 'Shiftlane',
      errorPageSlug: 'error-page',
      region: 'us',
      visitor,
      localData: loadLocalData('us'),
    });
    expect(state).toMatchObject({
      region: 'us',
      ipCountry: 'us',
      pricingCountry: 'us',
      homeLink: '/',
      terms: { global_signup_terms: 'Up to 31 days, no credit card required' },
      integrationsFilter: { search: '', selected_category: '' },
      messageAddresses: { errorPage: 'us/error-page' },
    });
    expect(GLOBAL_SIGNUP_TERMS).toBe('Up to 31 days, no credit card required');
  });

  it('carries the region and its compliance states', () => {
    const state = buildSiteState({
      brandName: 'Shiftlane',
      errorPageSlug: 'error-page',
      region: 'au',
      visitor: { ...visitor, ipCountry: 'nz' },
      localData: loadLocalData('au'),
    });
    expect(state.homeLink).toBe('/au');
    expect(state.ipCountry).toBe('nz');
    expect(state.showGdpr).toBe(true);
    expect(state.complianceStates.every((item) => item.region === 'au')).toBe(true);
  });
});
