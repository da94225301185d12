// Cookie serialisation: the attributes every cookie of the site must carry, and refusals of values
// that would split a header.
import { describe, expect, it } from 'vitest';
import { expiredCookie, serializeCookie } from './cookies';
import { servedOverTls } from './cookies.server';

describe('serializeCookie', () => {
  it('writes Path, Max-Age, SameSite (Lax by default), Secure and HttpOnly as asked', () => {
    expect(serializeCookie('sl_adt', 'abc', { maxAgeS: 7_776_000, secure: true, httpOnly: true })).toBe(
      'sl_adt=abc; Path=/; Max-Age=7776000; SameSite=Lax; Secure; HttpOnly',
    );
    expect(serializeCookie('sl_consent', '1.2.fa.x', { secure: false, sameSite: 'Strict' })).toBe(
      'sl_consent=1.2.fa.x; Path=/; SameSite=Strict',
    );
  });

  it('percent-encodes the value, so it cannot add attributes or headers', () => {
    const cookie = serializeCookie('n', 'a; Domain=evil.example\r\nSet-Cookie: x=1', { secure: true });
    expect(cookie).toBe(
      'n=a%3B%20Domain%3Devil.example%0D%0ASet-Cookie%3A%20x%3D1; Path=/; SameSite=Lax; Secure',
    );
  });

  it('refuses a bad name, path or Max-Age, and SameSite=None without Secure', () => {
    expect(() => serializeCookie('a b', 'v', { secure: true })).toThrow(/cookie name/);
    expect(() => serializeCookie('a=b', 'v', { secure: true })).toThrow(/cookie name/);
    expect(() => serializeCookie('a', 'v', { secure: true, path: '/x; Domain=evil' })).toThrow(/cookie path/);
    expect(() => serializeCookie('a', 'v', { secure: true, maxAgeS: -1 })).toThrow(/Max-Age/);
    expect(() => serializeCookie('a', 'v', { secure: true, maxAgeS: 1.5 })).toThrow(/Max-Age/);
    expect(() => serializeCookie('a', 'v', { secure: false, sameSite: 'None' })).toThrow(/SameSite=None/);
  });

  it('deletes a cookie with Max-Age=0', () => {
    expect(expiredCookie('sl_adt', { secure: false })).toBe('sl_adt=; Path=/; Max-Age=0; SameSite=Lax');
  });
});

describe('servedOverTls', () => {
  it('is the scheme of the URL the server built from the connection and its trusted proxy', () => {
    expect(servedOverTls(new Request('https://www.example.com/gb'))).toBe(true);
    expect(servedOverTls(new Request('http://127.0.0.1:3000/gb'))).toBe(false);
  });
});
