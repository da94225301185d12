import { describe, expect, it, vi } from 'vitest';
import { parseOnce } from './parse-once';

describe('parseOnce', () => {
  it('parses an object once per parser and shares the result', () => {
    const raw = { rules: [{ from: '/a', to: '/b' }] };
    const parserA = {};
    const parserB = {};
    const parseA = vi.fn(() => ({ kind: 'a', items: [1, 2] }));
    const parseB = vi.fn(() => ({ kind: 'b' }));

    const first = parseOnce(raw, parserA, parseA);
    expect(parseOnce(raw, parserA, parseA)).toBe(first);
    expect(parseA).toHaveBeenCalledTimes(1);

    expect(parseOnce(raw, parserB, parseB)).toEqual({ kind: 'b' });
    expect(parseB).toHaveBeenCalledTimes(1);
  });

  it('parses another object (a new content version, a draft) again', () => {
    const parser = {};
    const parse = vi.fn((value: { n: number }) => ({ double: value.n * 2 }));
    const older = { n: 1 };
    const newer = { n: 2 };
    expect(parseOnce(older, parser, () => parse(older))).toEqual({ double: 2 });
    expect(parseOnce(newer, parser, () => parse(newer))).toEqual({ double: 4 });
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed parse (null) too', () => {
    const parse = vi.fn(() => null);
    const raw = {};
    const parser = {};
    expect(parseOnce(raw, parser, parse)).toBeNull();
    expect(parseOnce(raw, parser, parse)).toBeNull();
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('freezes the shared result all the way down, so no render can change it for the next', () => {
    const result = parseOnce({}, {}, () => ({ links: [{ label: 'Pricing', children: [{ href: '/p' }] }] }));
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.links[0]?.children[0])).toBe(true);
    expect(() => {
      (result.links as { label: string }[]).push({ label: 'x' });
    }).toThrow(TypeError);
  });
});
