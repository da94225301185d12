import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const rows = [
  { feature: 'Single sign-on', plans: ['enterprise'] },
  { feature: 'Shift swaps', plans: 'starter,premium,enterprise' },
  {
    feature: 'Locations',
    values: [
      { plan: 'starter', text: '1' },
      { plan: 'premium', text: 'Up to 10' },
      { plan: 'enterprise', text: 'Unlimited' },
    ],
  },
];

describe('plan_comparison', () => {
  it('is a semantic table with plan columns and feature rows in a focusable scroll region', () => {
    const { html, warnings } = renderBlocks(
      [rawBlock('plan_comparison', { headline: 'Compare plans', rows })],
      {
        region: 'au',
      },
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('role="region" aria-labelledby="plan_comparison-1-caption" tabindex="0"');
    expect(html).toContain(
      '<caption id="plan_comparison-1-caption" class="visually-hidden">Compare plans</caption>',
    );
    expect(html).toContain('<th scope="col">Premium</th>');
    expect(html).toContain('<th scope="row">Single sign-on</th>');
    expect(html).toContain('Included in Enterprise');
    expect(html).toContain('Not included in Starter');
    expect(html).toContain('<td>Up to 10</td>');
    // The price row in the region's currency (en-AU writes AUD as $).
    expect(html).toContain('<th scope="row">Price per user / month</th><td>Free</td><td>$6</td><td>$9</td>');
  });

  it('warns about unknown plan ids and rows without a feature, and keeps the rest', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('plan_comparison', {
        show_prices: false,
        rows: [{ feature: 'API access', plans: 'enterprise,platinum' }, { plans: 'starter' }],
      }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('plans names unknown ids ["platinum"]'),
      expect.stringContaining('rows[1] feature'),
    ]);
    expect(html).toContain('<th scope="row">API access</th>');
    expect(html).toContain('Included in Enterprise');
    expect(html).not.toContain('Price per user');
  });

  it('renders nothing without rows', () => {
    expect(renderBlocks([rawBlock('plan_comparison', {})]).html).toBe('');
  });
});
