import { describe, expect, it } from 'vitest';
import { preferredEncoding, storedHeaders } from './cached-response';

describe('encoding negotiation', () => {
  it('prefers br, then gzip, then identity, among what the browser accepts', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });
});

describe('stored headers', () => {
  it('keep what describes the page and drop what describes one transfer or one visitor', () => {
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-length': '10',
      'set-cookie': 'a=b',
      'cache-control': 'no-cache',
      vary: 'Cookie',
      link: '</a.js>; rel=modulepreload',
    });
    expect(Object.fromEntries(storedHeaders(headers))).toEqual({
      'content-type': 'text/html; charset=utf-8',
      link: '</a.js>; rel=modulepreload',
    });
  });
});
