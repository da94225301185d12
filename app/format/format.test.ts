import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDate, numberFormat } from './format';

describe('formatDate', () => {
  it('uses the long month name, day and year in the region order', () => {
    expect(formatDate('2026-03-02 09:00', 'en-US')).toBe('March 2, 2026');
    expect(formatDate('2026-03-02 09:00', 'en-GB')).toBe('2 March 2026');
  });

  it('keeps the first 10 characters with noTime', () => {
    expect(formatDate('2026-12-31 23:30', 'en-AU', { noTime: true })).toBe('31 December 2026');
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatDate('soon', 'en-US')).toBe('');
    expect(formatDate('', 'en-US')).toBe('');
  });
});

describe('dateTimeFormat', () => {
  it('builds one formatter per locale and options, and reuses it', () => {
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    try {
      for (let i = 0; i < 5; i += 1) expect(formatDate('2026-03-02 09:00', 'en-NZ')).toBe('2 March 2026');
      expect(built).toBe(1);
      const auckland = dateTimeFormat('en-NZ', { month: 'short', timeZone: 'Pacific/Auckland' });
      expect(dateTimeFormat('en-NZ', { month: 'short', timeZone: 'Pacific/Auckland' })).toBe(auckland);
      expect(dateTimeFormat('en-NZ', { month: 'short', timeZone: 'UTC' })).not.toBe(auckland);
      expect(built).toBe(3);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it('keeps a bounded number of formatters', () => {
    const first = dateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });
    for (const timeZone of Intl.supportedValuesOf('timeZone')) {
      dateTimeFormat('en-US', { year: 'numeric', timeZone });
      dateTimeFormat('en-US', { month: 'long', timeZone });
    }
    expect(dateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' })).not.toBe(first);
  });

  it('keeps number formats apart from date formats, per locale and options', () => {
    const pounds = numberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    expect(numberFormat('en-GB', { style: 'currency', currency: 'GBP' })).toBe(pounds);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'AUD' })).not.toBe(pounds);
    expect(pounds.format(4.5)).toBe('£4.50');
  });

  it('still refuses a time zone the runtime does not know', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
