import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

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
