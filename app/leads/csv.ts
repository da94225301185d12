// CSV as RFC 4180 describes it (CRLF line ends, fields with a comma, quote or line break quoted,
// quotes doubled), made safe to open in a spreadsheet: a cell that starts with = + - @ (or a tab or
// carriage return) would run as a formula there, so it gets a leading apostrophe (OWASP "CSV
// injection"). Lead values are typed by visitors, so every cell is treated that way.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvRow(header) + rows.map(csvRow).join('');
}
