// Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned.

export type Cell = string | number;

const NUMERIC = /^[-+]?[\d.,]+(?:\s?(?:%|ms|KB|MB|x|req\/s))?$/;

export function formatTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = rows.map((row) => headers.map((_, column) => String(row[column] ?? '')));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...text.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[], alignNumbers: boolean) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return alignNumbers && NUMERIC.test(cell) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers, false), rule, ...text.map((row) => line(row, true))].join('\n');
}

/** `value / baseline` as "0.42x"; a dash when there is no baseline to compare with. */
export function ratio(value: number, baseline: number | undefined): string {
  if (baseline === undefined || baseline <= 0) return '-';
  return `${(value / baseline).toFixed(2)}x`;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
