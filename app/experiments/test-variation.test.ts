import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deny,
  experimentValues,
  experimentVariant,
  start,
  TEST_VARIATION_CONSENT,
  testVariationConsentState,
} from './test-variation';

/** A document whose cookie jar keeps the last value written per name, as browsers do. */
function stubBrowser(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair = '', ...attributes] = assignment.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  });
  return jar;
}

afterEach(() => vi.unstubAllGlobals());

describe('the test-variation tool', () => {
  it('with consent (state 1) assigns a variant, keeps it in its cookie and exposes the spz value', () => {
    const jar = stubBrowser();
    start();
    expect(testVariationConsentState()).toBe(TEST_VARIATION_CONSENT.accepted);
    const variant = experimentVariant('signup-button-label');
    expect(['control', 'get-started']).toContain(variant?.id);
    expect(jar.get('sl_experiments')).toBe(`signup-button-label:${variant?.id}`);
    expect(experimentValues()).toEqual({ spz_experiment1: `signup-button-label:${variant?.id}` });
  });

  it('keeps the visitor’s earlier assignment', () => {
    stubBrowser({ sl_experiments: 'signup-button-label:get-started' });
    start();
    expect(experimentVariant('signup-button-label')?.label).toBe('Get started for free');
  });

  it('refused (state 3) assigns nothing, forgets the assignment and deletes its cookie', () => {
    const jar = stubBrowser({ sl_experiments: 'signup-button-label:get-started' });
    start();
    deny();
    expect(testVariationConsentState()).toBe(TEST_VARIATION_CONSENT.rejected);
    expect(TEST_VARIATION_CONSENT).toEqual({ unknown: 0, accepted: 1, rejected: 3 });
    expect(jar.has('sl_experiments')).toBe(false);
    expect(experimentValues()).toEqual({});
    expect(experimentVariant('signup-button-label')).toBeNull();
  });
});
