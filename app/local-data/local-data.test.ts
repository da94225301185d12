import { describe, expect, it } from 'vitest';
import { REGIONS } from '../regions/region';
import { loadLocalData } from './local-data';

describe('loadLocalData', () => {
  it.each(REGIONS)('narrows compliance states and integrations to %s', (region) => {
    const data = loadLocalData(region);
    expect(data.complianceStates.length).toBeGreaterThan(0);
    expect(data.complianceStates.every((state) => state.region === region)).toBe(true);
    expect(data.integrations.every((integration) => integration.regions.includes(region))).toBe(true);
    expect(data.costs.currency).toMatch(/^[A-Z]{3}$/);
  });

  it('keeps the social-proof constants of requirements §1', () => {
    const { stats } = loadLocalData('us');
    expect(stats).toMatchObject({
      countries: 100,
      workplaces: 385_000,
      users: 681_000,
      aggregateRating: { value: 4.8, best: 5, reviews: 959 },
      reviewSite: { value: 4.6, reviews: 756 },
      appStore: { value: 4.8, reviews: '2.9k' },
      launched: 2008,
    });
  });
});
