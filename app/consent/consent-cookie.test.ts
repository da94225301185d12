import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  consentCookieAssignment,
  decodeConsent,
  encodeConsent,
  isAnonymousId,
  newAnonymousId,
  readCookie,
  type StoredConsent,
} from './consent-cookie';

const stored: StoredConsent = {
  version: 1,
  decidedAt: '2026-11-21T08:00:00.000Z',
  choices: { functional: true, analytics: true, advertising: false },
  anonymousId: 'AbCdEfGhIjKlMnOpQrStUv',
};

describe('the consent cookie', () => {
  it('encodes version, time, purposes and the anonymous id compactly, and decodes them back', () => {
    const value = encodeConsent(stored);
    expect(value).toBe(`1.${Date.parse(stored.decidedAt) / 1000}.fa.AbCdEfGhIjKlMnOpQrStUv`);
    expect(decodeConsent(value)).toEqual(stored);
    const none = { ...stored, choices: { functional: false, analytics: false, advertising: false } };
    expect(encodeConsent(none)).toContain('.-.');
    expect(decodeConsent(encodeConsent(none))).toEqual(none);
  });

  it.each([
    [''],
    ['garbage'],
    ['1.1763712000.fa'],
    ['1.1763712000.xyz.AbCdEfGhIjKlMnOpQrStUv'],
    ['1.notanumber.fa.AbCdEfGhIjKlMnOpQrStUv'],
    ['1.1763712000.fa.short'],
    ['1.1763712000.fa.AbCdEfGhIjKl<script>Uv'],
    ['{"version":1}'],
    ['99999.1763712000.fa.AbCdEfGhIjKlMnOpQrStUv'],
  ])('reads %j as no choice at all', (value) => {
    expect(decodeConsent(value)).toBeNull();
  });

  it('is missing when absent', () => {
    expect(decodeConsent(null)).toBeNull();
    expect(decodeConsent(undefined)).toBeNull();
  });

  it('finds its value among other cookies, and survives a malformed escape', () => {
    const header = `a=1; ${CONSENT_COOKIE}=${encodeConsent(stored)}; b=2`;
    expect(decodeConsent(readCookie(header, CONSENT_COOKIE))).toEqual(stored);
    expect(readCookie('sl_consent=%E0%A4%A', CONSENT_COOKIE)).toBeNull();
    expect(readCookie('x_sl_consent=1', CONSENT_COOKIE)).toBeNull();
  });

  it('is first-party, Lax, kept 12 months, and Secure only over https', () => {
    const plain = consentCookieAssignment(stored, false);
    expect(plain).toMatch(/^sl_consent=1\.\d+\.fa\.AbCdEfGhIjKlMnOpQrStUv; /);
    expect(plain).toContain(`Max-Age=${CONSENT_COOKIE_MAX_AGE_S}`);
    expect(CONSENT_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(plain).toContain('SameSite=Lax');
    expect(plain).toContain('Path=/');
    expect(plain).not.toContain('Secure');
    expect(consentCookieAssignment(stored, true)).toContain('; Secure');
  });

  it('makes random anonymous ids of the accepted shape', () => {
    const first = newAnonymousId();
    expect(isAnonymousId(first)).toBe(true);
    expect(newAnonymousId()).not.toBe(first);
  });
});
