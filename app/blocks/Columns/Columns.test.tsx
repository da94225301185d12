import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const column = (text: string) => ({
  component: 'column',
  body: [rawBlock('checklist', { items: [text] }, `check-${text}`)],
});

describe('columns', () => {
  it('shows each column with its own blocks', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('columns', {
        headline: 'For every role',
        columns: [column('Managers'), column('Staff'), column('Payroll')],
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">For every role</h2>');
    expect(html).toContain('class="columns columns--3 grid-columns" style="--columns:3"');
    expect(html.match(/nested-blocks columns__column/g)).toHaveLength(3);
    for (const text of ['Managers', 'Staff', 'Payroll']) expect(html).toContain(text);
  });

  it('warns about more than four columns and wraps them, four to a row', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('columns', { columns: ['a', 'b', 'c', 'd', 'e'].map(column) }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('columns 5 (expected 2 to 4)')]);
    expect(html).toContain('columns--4');
    expect(html.match(/columns__column/g)).toHaveLength(5);
  });

  it('warns about a single column and shows it full width', () => {
    const { html, warnings } = renderBlocks([rawBlock('columns', { columns: [column('Only')] })]);
    expect(warnings).toEqual([expect.stringContaining('columns 1')]);
    // One column is no grid: it takes no shared column count.
    expect(html).toContain('<div class="columns columns--1">');
    expect(html).toContain('Only');
  });
});
