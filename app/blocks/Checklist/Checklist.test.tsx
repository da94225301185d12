import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('checklist', () => {
  it('is a list of checked items under an h2, from strings or checklist_item blocks', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('checklist', {
        headline: 'Included on every plan',
        items: ['Unlimited schedules', { component: 'checklist_item', text: 'Mobile app for staff' }],
        columns: 2,
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Included on every plan</h2>');
    expect(html).toContain('<ul class="checklist checklist--2">');
    expect(html).toMatch(/<li class="checklist__item">.*Unlimited schedules/);
    expect(html).toContain('<span>Mobile app for staff</span>');
    // The check marks are decorative.
    expect(html).toContain('aria-hidden="true"');
  });

  it('warns about three columns and an empty item, showing one column of the rest', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('checklist', { items: ['Kept', { text: '' }], columns: 3 }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('items[1]'), expect.stringContaining('columns 3')]);
    expect(html).toContain('checklist--1');
    expect(html.match(/checklist__item/g)).toHaveLength(1);
    expect(html).toContain('container--narrow');
  });
});
