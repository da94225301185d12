import { describe, expect, it } from 'vitest';
import { compileFilters, parseDate } from './filter-query';

function matches(op: string, value: string, content: Record<string, unknown>, field = 'f'): boolean {
  const [predicate] = compileFilters([{ field, op, value }]);
  if (!predicate) throw new Error('no predicate');
  return predicate(content);
}

describe('filter_query operators', () => {
  it('in / not_in compare scalar values against a comma list', () => {
    expect(matches('in', 'a,b', { f: 'b' })).toBe(true);
    expect(matches('in', 'a,b', { f: 'c' })).toBe(false);
    expect(matches('in', '1,2', { f: 2 })).toBe(true);
    expect(matches('in', 'a', {})).toBe(false);
    expect(matches('not_in', 'a,b', { f: 'c' })).toBe(true);
    expect(matches('not_in', 'a,b', { f: 'a' })).toBe(false);
    expect(matches('not_in', 'a', {})).toBe(true);
  });

  it('is: equality and the special values', () => {
    expect(matches('is', 'x', { f: 'x' })).toBe(true);
    expect(matches('is', 'x', { f: 'y' })).toBe(false);
    expect(matches('is', 'empty', { f: '' })).toBe(true);
    expect(matches('is', 'empty', { f: [] })).toBe(true);
    expect(matches('is', 'empty', {})).toBe(true);
    expect(matches('is', 'empty', { f: 'x' })).toBe(false);
    expect(matches('is', 'not_empty', { f: 'x' })).toBe(true);
    expect(matches('is', 'true', { f: true })).toBe(true);
    expect(matches('is', 'true', { f: false })).toBe(false);
    expect(matches('is', 'false', { f: false })).toBe(true);
    expect(matches('is', 'false', {})).toBe(true);
    expect(matches('is', 'null', { f: null })).toBe(true);
    expect(matches('is', 'not_null', { f: null })).toBe(false);
    expect(matches('is', 'not_null', { f: '' })).toBe(true);
  });

  it('exists checks for a non-empty field and rejects other values', () => {
    expect(matches('exists', 'true', { f: 'x' })).toBe(true);
    expect(matches('exists', 'true', { f: '' })).toBe(false);
    expect(matches('exists', 'false', {})).toBe(true);
    expect(() => matches('exists', 'maybe', {})).toThrow(/expected true or false/);
  });

  it('like / not_like use * wildcards and nothing else', () => {
    expect(matches('like', 'rota*', { f: 'rota planning' })).toBe(true);
    expect(matches('like', '*plan*', { f: 'rota planning' })).toBe(true);
    expect(matches('like', 'plan*', { f: 'rota planning' })).toBe(false);
    expect(matches('like', 'a.c', { f: 'abc' })).toBe(false);
    expect(matches('not_like', 'rota*', { f: 'shift' })).toBe(true);
  });

  it('any_in_array / all_in_array', () => {
    expect(matches('any_in_array', 'a,z', { f: ['a', 'b'] })).toBe(true);
    expect(matches('any_in_array', 'z', { f: ['a', 'b'] })).toBe(false);
    expect(matches('all_in_array', 'a,b', { f: ['a', 'b', 'c'] })).toBe(true);
    expect(matches('all_in_array', 'a,z', { f: ['a', 'b'] })).toBe(false);
    expect(matches('any_in_array', 'a', { f: 'a' })).toBe(true);
  });

  it('gt_int / lt_int / gt_float / lt_float compare numbers', () => {
    expect(matches('gt_int', '10', { f: '11' })).toBe(true);
    expect(matches('gt_int', '10', { f: 10 })).toBe(false);
    expect(matches('lt_int', '10', { f: 9 })).toBe(true);
    expect(matches('lt_int', '10', { f: 'nine' })).toBe(false);
    expect(matches('gt_float', '1.5', { f: '1.75' })).toBe(true);
    expect(matches('lt_float', '1.5', { f: 1.25 })).toBe(true);
    expect(() => matches('gt_int', 'ten', {})).toThrow(/not an integer/);
  });

  it('gt_date / lt_date accept YYYY-MM-DD HH:mm and ISO dates', () => {
    expect(matches('gt_date', '2026-03-01 00:00', { f: '2026-03-02 09:00' })).toBe(true);
    expect(matches('lt_date', '2026-03-01 00:00', { f: '2026-03-02 09:00' })).toBe(false);
    expect(matches('lt_date', '2026-03-01', { f: '2026-02-28T23:59:00.000Z' })).toBe(true);
    expect(matches('gt_date', '2026-03-01', { f: 'not a date' })).toBe(false);
    expect(() => matches('gt_date', 'soon', {})).toThrow(/not a date/);
    expect(parseDate('2026-03-02 09:00')).toBe(Date.UTC(2026, 2, 2, 9, 0));
  });

  it('reads dotted fields into nested objects', () => {
    expect(matches('is', 'x', { seo: { title: 'x' } }, 'seo.title')).toBe(true);
  });

  it('rejects an unknown operator with a 422', () => {
    expect(() => compileFilters([{ field: 'f', op: 'near', value: 'x' }])).toThrow(
      expect.objectContaining({
        status: 422,
        message: expect.stringMatching(/Unknown filter_query operator: near/),
      }),
    );
  });
});
