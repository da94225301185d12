import { describe, expect, it } from 'vitest';
import { loadLocalData } from '../local-data/local-data';
import { buildSiteState, GLOBAL_SIGNUP_TERMS, mergeLoadAssets } from './site-state';

const visitor = {
  ipCountry: 'us',
  pricingCountry: 'us' as const,
  isCustomer: false,
  isPaidCustomer: false,
  personalisationStatus: 'prospect' as const,
  isBot: false,
};

describe('buildSiteState', () => {
  it('has the defaults of spec §3', () => {
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

describe('mergeLoadAssets', () => {
  it('grows as a union of comma lists', () => {
    expect(mergeLoadAssets('', 'video')).toBe('video');
    expect(mergeLoadAssets('video,forms', 'forms, chat')).toBe('video,forms,chat');
  });

  it("treats 'all' as final", () => {
    expect(mergeLoadAssets('video', 'all')).toBe('all');
    expect(mergeLoadAssets('all', 'video')).toBe('all');
    expect(mergeLoadAssets('all', '')).toBe('all');
  });

  it("finds 'all' inside a list, whatever its spacing or case", () => {
    expect(mergeLoadAssets('', 'video,all')).toBe('all');
    expect(mergeLoadAssets('video, all ', 'forms')).toBe('all');
    expect(mergeLoadAssets('video', ' ALL')).toBe('all');
    // A group whose name merely contains the word is an ordinary group.
    expect(mergeLoadAssets('video', 'all-forms')).toBe('video,all-forms');
  });

  it('never shrinks: an empty or repeated addition keeps every value, in order', () => {
    expect(mergeLoadAssets('video,forms', '')).toBe('video,forms');
    expect(mergeLoadAssets('video,forms', 'forms,video')).toBe('video,forms');
    expect(mergeLoadAssets('', '')).toBe('');
    expect(mergeLoadAssets('video,,forms', ' , ')).toBe('video,forms');
  });

  it('grows monotonically over any sequence of merges until it becomes all', () => {
    const additions = ['video', 'forms,video', '', 'chat', 'all', 'maps'];
    let state = '';
    for (const addition of additions) {
      const next = mergeLoadAssets(state, addition);
      if (next !== 'all') {
        for (const value of state.split(',').filter(Boolean)) expect(next.split(',')).toContain(value);
      } else {
        expect(mergeLoadAssets(next, 'anything')).toBe('all');
      }
      state = next;
    }
    expect(state).toBe('all');
  });
});
