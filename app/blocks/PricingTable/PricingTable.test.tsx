import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';
import { formatMoney, formatPlanPrice, PLAN_IDS } from './product-data';
import { idList } from './product-data.schema';

describe('pricing_table', () => {
  it('shows every plan with its price in the region currency, features and a call to action', () => {
    const { html, warnings } = renderBlocks(
      [
        rawBlock('pricing_table', {
          headline: 'Simple pricing',
          highlight: 'premium',
          ctas: [{ plan: 'enterprise', text: 'Talk to sales', link: '/gb/contact-sales' }],
        }),
      ],
      { region: 'gb' },
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Simple pricing</h2>');
    for (const name of ['Starter', 'Premium', 'Enterprise']) expect(html).toContain(`>${name}</h3>`);
    expect(html).toContain('>Free</span>');
    expect(html).toContain('>£3.50</span>');
    expect(html).toContain('>£5</span>');
    expect(html).toContain('Timesheets and payroll export');
    expect(html).toContain('href="/gb/get-started"');
    expect(html).toContain(
      '<a class="button button--outline button--md" href="/gb/contact-sales"><span>Talk to sales</span>',
    );
    expect(html).toContain('Prices are in GBP, per user per month.');
  });

  it('highlights the chosen plan with a visible label', () => {
    const { html } = renderBlocks([
      rawBlock('pricing_table', { highlight: 'enterprise', highlight_label: 'Best value' }),
    ]);
    expect(html).toMatch(
      /pricing-table__plan--highlight"><p class="pricing-table__badge">Best value<\/p><h3[^>]*>Enterprise/,
    );
    expect(html.match(/pricing-table__badge/g)).toHaveLength(1);
  });

  it('warns about an unknown highlighted plan and highlights none', () => {
    const { html, warnings } = renderBlocks([rawBlock('pricing_table', { highlight: 'platinum' })]);
    expect(warnings).toEqual([expect.stringContaining('highlight "platinum"')]);
    expect(html).not.toContain('pricing-table__plan--highlight');
    expect(html).toContain('>$4.50</span>');
  });

  it('drops a call to action for an unknown plan with a warning', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('pricing_table', { ctas: [{ plan: 'gold', text: 'Go for gold', link: '/gold' }] }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('ctas[0] plan')]);
    expect(html).not.toContain('Go for gold');
  });
});

describe('product data helpers', () => {
  it('formats money for the region locale, without cents for whole amounts', () => {
    expect(formatMoney(4.5, 'USD', 'us')).toBe('$4.50');
    expect(formatMoney(1250, 'GBP', 'gb')).toBe('£1,250');
    expect(formatMoney(9, 'AUD', 'au')).toBe('$9');
    expect(formatPlanPrice(0, 'USD', 'us')).toBe('Free');
  });

  it('reads id lists from a list or a comma-separated text', () => {
    const schema = idList('plans', PLAN_IDS);
    expect(schema.parse('starter, premium')).toEqual(['starter', 'premium']);
    expect(schema.parse(['enterprise', 'enterprise'])).toEqual(['enterprise']);
    expect(schema.parse('')).toEqual([]);
  });
});
