// How the viewer writes a vital: CLS as a score, the rest as durations, the rating in words, and
// each metric's attribution in its own order with readable labels.
import { describe, expect, it } from 'vitest';
import { attributionItems, formatVital, ratingLabel } from './format';

describe('the viewer’s vitals', () => {
  it('writes CLS as a score (a tiny shift still shows) and the others as durations', () => {
    expect(formatVital('CLS', 0)).toBe('0.000');
    expect(formatVital('CLS', 0.0002)).toBe('< 0.001');
    expect(formatVital('CLS', 0.1234)).toBe('0.123');
    expect(formatVital('LCP', 2_450)).toBe('2.5 s');
    expect(formatVital('INP', undefined)).toBe('–');
  });

  it('names the rating, or says a stored vital has none', () => {
    expect(ratingLabel('needs-improvement')).toBe('needs improvement');
    expect(ratingLabel(null)).toBe('not rated');
  });

  it('lists the attribution it knows, in order, and skips what is missing or unknown', () => {
    expect(
      attributionItems('LCP', {
        elementRenderDelay: 300,
        target: 'main>h1',
        timeToFirstByte: 28.4,
        somethingNew: 'ignored',
      }),
    ).toEqual([
      { label: 'Element', text: 'main>h1' },
      { label: 'Time to first byte', text: '28 ms' },
      { label: 'Element render delay', text: '300 ms' },
    ]);
    expect(attributionItems('CLS', { largestShiftTarget: '', largestShiftValue: 0.05 })).toEqual([
      { label: 'Largest shift element', text: '(no longer on the page)' },
      { label: 'Largest shift', text: '0.050' },
    ]);
  });
});
