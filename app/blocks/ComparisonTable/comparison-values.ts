// The cells of a comparison table: editors type "yes", "no" or any short text. Yes and no are shown
// as marks with a text alternative; everything else as written.

export type CellValue = { kind: 'yes' } | { kind: 'no' } | { kind: 'empty' } | { kind: 'text'; text: string };

const YES = new Set(['yes', 'y', 'true', '✓', '✔']);
const NO = new Set(['no', 'n', 'false', '✗', '✕', '×']);

export function cellValue(raw: string): CellValue {
  const text = raw.trim();
  const word = text.toLowerCase();
  if (text === '') return { kind: 'empty' };
  if (YES.has(word)) return { kind: 'yes' };
  if (NO.has(word)) return { kind: 'no' };
  return { kind: 'text', text };
}
