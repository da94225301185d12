import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('add_on_list', () => {
  it("lists the region's add-ons with their price per user per month", () => {
    const { html, warnings } = renderBlocks(
      [
        rawBlock('add_on_list', {
          headline: 'Add what you need',
          descriptions: [{ add_on: 'sms', text: 'Texts for staff without the app.' }],
        }),
      ],
      { region: 'us' },
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Add what you need</h2>');
    expect(html).toContain('<h3 class="add-on-list__name">HR and onboarding</h3>');
    expect(html).toContain('<strong>+$2</strong> per user / month');
    expect(html).toContain('<strong>+$0.50</strong> per user / month');
    expect(html).toContain('Texts for staff without the app.');
  });

  it('uses the prices and names of another region', () => {
    const { html } = renderBlocks([rawBlock('add_on_list', {})], { region: 'gb' });
    expect(html).toContain('Advanced labour analytics');
    expect(html).toContain('<strong>+£0.40</strong>');
  });

  it('warns about a description of an unknown add-on and drops it', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('add_on_list', { descriptions: [{ add_on: 'payroll', text: 'Run payroll' }] }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('descriptions[0] add_on')]);
    expect(html).not.toContain('Run payroll');
  });
});
