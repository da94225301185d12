// Dates as spec §9 shows them: long month name, day and year, in the region's order.
// With noTime only the first 10 characters (the date part) of the value are read.
export function formatDate(value: string, locale: string, options: { noTime?: boolean } = {}): string {
  if (!value) return '';
  const source = options.noTime ? value.slice(0, 10) : value.replace(' ', 'T');
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(source) || source.length === 10 ? source : `${source}Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
