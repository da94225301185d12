import { describe, expect, it } from 'vitest';
import { formatTable, kilobytes, ratio } from './table';

describe('formatTable', () => {
  it('pads columns to their widest cell, right-aligns numbers and rules the header', () => {
    const table = formatTable(
      ['page', 'req/s', 'p99'],
      [
        ['home', 5230, '12 ms'],
        ['blog-post', 48, '1204 ms'],
      ],
    );
    expect(table.split('\n')).toEqual([
      'page       req/s  p99',
      '---------  -----  -------',
      'home        5230    12 ms',
      'blog-post     48  1204 ms',
    ]);
  });

  it('shows missing cells as empty and left-aligns text', () => {
    expect(formatTable(['a', 'b'], [['x'], ['longer', 'y']]).split('\n')).toEqual([
      'a       b',
      '------  -',
      'x',
      'longer  y',
    ]);
  });
});

describe('ratio and kilobytes', () => {
  it('divides by the baseline, or shows a dash without one', () => {
    expect(ratio(1500, 6000)).toBe('0.25x');
    expect(ratio(1500, undefined)).toBe('-');
    expect(ratio(1500, 0)).toBe('-');
  });

  it('counts kilobytes of 1,000 bytes', () => {
    expect(kilobytes(120_000)).toBe('120.0 KB');
    expect(kilobytes(1_550)).toBe('1.6 KB');
  });
});
