import { describe, expect, it } from 'vitest';
import {
  PREVIEW_COOKIE_MAX_AGE_S,
  clearedPreviewCookie,
  previewCookie,
  previewCookieKey,
  previewCookieValue,
  validPreviewCookie,
} from './preview-cookie.server';

const KEY = previewCookieKey('a-secret-of-the-site');
const NOW_MS = Date.UTC(2026, 10, 27, 9, 0, 0);

describe('the preview cookie', () => {
  it('is valid with its key until it expires', () => {
    const value = previewCookieValue(KEY, NOW_MS);
    expect(validPreviewCookie(KEY, value, NOW_MS)).toBe(true);
    expect(validPreviewCookie(KEY, value, NOW_MS + (PREVIEW_COOKIE_MAX_AGE_S - 1) * 1000)).toBe(true);
    expect(validPreviewCookie(KEY, value, NOW_MS + PREVIEW_COOKIE_MAX_AGE_S * 1000)).toBe(false);
  });

  it('is not valid with another key, a changed expiry, or garbage', () => {
    const value = previewCookieValue(KEY, NOW_MS);
    expect(validPreviewCookie(previewCookieKey('another-secret'), value, NOW_MS)).toBe(false);
    const [expiry, signature] = value.split('.');
    expect(validPreviewCookie(KEY, `${Number(expiry) + 3600}.${signature}`, NOW_MS)).toBe(false);
    for (const garbage of [undefined, '', '1', 'x.y', `${expiry}.${'A'.repeat(43)}`, `${value}x`]) {
      expect(validPreviewCookie(KEY, garbage, NOW_MS)).toBe(false);
    }
  });

  it('is HttpOnly everywhere, and SameSite=None; Secure; Partitioned under https for the framing editor', () => {
    const overTls = previewCookie(KEY, true, NOW_MS);
    expect(overTls).toMatch(
      /^sl_preview=\d+\.[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=None; Secure; Partitioned$/,
    );
    const plain = previewCookie(KEY, false, NOW_MS);
    expect(plain).toContain('HttpOnly; SameSite=Lax');
    expect(plain).not.toContain('Secure');
    expect(clearedPreviewCookie(true)).toMatch(
      /^sl_preview=; Max-Age=0; Path=\/; HttpOnly; SameSite=None; Secure/,
    );
  });
});
