import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';
import { tabAfterKey } from './tab-keys';

const tab = (label: string, item: string) => ({
  component: 'tab',
  label,
  body: [rawBlock('checklist', { items: [item] }, `c-${label}`)],
});

describe('tabs', () => {
  it('renders every panel under its label before hydration, so all content is reachable', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('tabs', {
        headline: 'One app for every role',
        tabs: [tab('Managers', 'Build the week'), tab('Staff', 'Swap a shift'), tab('Payroll', 'Export')],
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">One app for every role</h2>');
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toMatch(/\shidden=/);
    for (const label of ['Managers', 'Staff', 'Payroll']) {
      expect(html).toContain(`<h3 class="tabs__heading">${label}</h3>`);
    }
    for (const item of ['Build the week', 'Swap a shift', 'Export']) expect(html).toContain(item);
    expect(html).toContain('id="tabs-tabs-1-panel-2"');
  });

  it('drops a tab without a label, with a warning', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('tabs', { tabs: [tab('Kept', 'a'), { component: 'tab', label: '', body: [] }] }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('tabs[1] label')]);
    expect(html.match(/tabs__panel/g)).toHaveLength(1);
  });

  it('renders nothing without tabs', () => {
    expect(renderBlocks([rawBlock('tabs', { headline: 'x', tabs: 'none' })]).html).toBe('');
  });
});

describe('tab keys', () => {
  it('moves with the arrows (wrapping), Home and End, and ignores other keys', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
