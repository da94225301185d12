import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';
import { cellValue } from './comparison-values';

const columns = [
  { component: 'comparison_column', label: 'Shiftlane', highlight: true },
  'Spreadsheets',
  'Other tools',
];
const rows = [
  { component: 'comparison_row', feature: 'Shift swaps', values: ['yes', 'no', 'Add-on'] },
  { component: 'comparison_row', feature: 'Setup time', values: 'One day | None | 2-6 weeks' },
];

describe('comparison_table', () => {
  it('is a captioned table with column and row headers and marks with text alternatives', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('comparison_table', { headline: 'Shiftlane compared', columns, rows }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain(
      '<div class="comparison-table__scroll" role="region" aria-label="Shiftlane compared" tabindex="0">',
    );
    expect(html).toContain('<caption class="visually-hidden">Shiftlane compared</caption>');
    expect(html).toContain('<th scope="col" class="comparison-table__feature">Feature</th>');
    expect(html).toContain(
      '<th scope="col" class="comparison-table__heading comparison-table__cell--highlight">Shiftlane</th>',
    );
    expect(html).toContain('<th scope="row" class="comparison-table__feature">Shift swaps</th>');
    expect(html).toContain('<span class="visually-hidden">Yes</span>');
    expect(html).toContain('<span class="visually-hidden">No</span>');
    expect(html).toContain('>Add-on</td>');
    expect(html).toContain('>2-6 weeks</td>');
  });

  it('shows a visible caption when one is given', () => {
    const { html } = renderBlocks([
      rawBlock('comparison_table', { caption: 'Prices as of January', columns, rows }),
    ]);
    expect(html).toContain('<caption class="comparison-table__caption">Prices as of January</caption>');
    expect(html).toContain('aria-label="Prices as of January"');
  });

  it('warns about a row whose values do not match the columns, padding or trimming it', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('comparison_table', {
        columns,
        rows: [
          { feature: 'Short', values: ['yes'] },
          { feature: 'Long', values: ['yes', 'no', 'yes', 'extra'] },
        ],
      }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('rows[0] "Short" has 1 values for 3 columns'),
      expect.stringContaining('rows[1] "Long" has 4 values for 3 columns'),
    ]);
    expect(html.match(/Not stated/g)).toHaveLength(2);
    expect(html).not.toContain('extra');
  });

  it('reads yes, no, blank and text cells', () => {
    expect(cellValue(' Yes ')).toEqual({ kind: 'yes' });
    expect(cellValue('✓')).toEqual({ kind: 'yes' });
    expect(cellValue('no')).toEqual({ kind: 'no' });
    expect(cellValue('')).toEqual({ kind: 'empty' });
    expect(cellValue('Up to 5 sites')).toEqual({ kind: 'text', text: 'Up to 5 sites' });
  });
});
