import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '../security/csp';
import { chooseEncoding, storedHeaders } from './cached-response';
import { compileBody } from './compiled-body';

describe('encoding negotiation', () => {
  it('prefers br, then gzip, then identity, among what the body has and the browser accepts', async () => {
    const data = await compileBody(Buffer.from('{"a":1}'), [NONCE_PLACEHOLDER]);
    const html = await compileBody(Buffer.from(`<script nonce="${NONCE_PLACEHOLDER}"></script>`), [
      NONCE_PLACEHOLDER,
    ]);
    expect(chooseEncoding('gzip, deflate, br, zstd', data)).toBe('br');
    expect(chooseEncoding('gzip, deflate, br, zstd', html)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', data)).toBe('gzip');
    expect(chooseEncoding('identity', data)).toBe('identity');
    expect(chooseEncoding(undefined, data)).toBe('identity');
    expect(chooseEncoding('*', html)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0', html)).toBe('identity');
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
