import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru';

const lru = (maxBytes: number) => new ByteLru<string>(maxBytes, (value) => value.length);

describe('ByteLru', () => {
  it('evicts the least recently used entries once the byte budget is exceeded', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // now b is the oldest
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.bytes).toBe(8);
    expect(cache.size).toBe(2);
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaa');
    expect(cache.bytes).toBe(6);
    expect(cache.get('a')).toBe('aaaaaa');
  });

  it('refuses a value bigger than the whole budget and keeps what it had', () => {
    const cache = lru(4);
    cache.set('a', 'aaa');
    expect(cache.set('big', 'bbbbb')).toBe(false);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('a')).toBe('aaa');
  });
});
