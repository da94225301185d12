// The visitor's choice in a first-party cookie, readable by script because the consent manager runs in
// the browser. Compact encoding "version.seconds.flags.anonymousId", e.g. "1.1763711410.fa.3f9c…":
// flags hold one letter per granted optional purpose (f, a, d) or "-" for none.
import { NOTHING_CHOSEN, type PurposeChoices, type OptionalPurpose } from './purposes';

export const CONSENT_COOKIE = 'sl_consent';
/** Kept 12 months, after which the visitor is asked again. */
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface StoredConsent {
  version: number;
  decidedAt: string;
  choices: PurposeChoices;
  /** Random audit key of the server's consent record; the only identifier the cookie holds. */
  anonymousId: string;
}

/** The letter of each granted optional purpose in the cookie's flags. */
export const FLAG_LETTERS: Record<OptionalPurpose, string> = {
  functional: 'f',
  analytics: 'a',
  advertising: 'd',
};
const ANONYMOUS_ID = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * A whole cookie value: version, seconds, flags, anonymous id. The page's first script reads the
 * cookie with this very pattern too (google-consent-mode.ts), before any module has loaded.
 */
export const ENCODED_CONSENT = /^(\d{1,4})\.(\d{1,12})\.([fad]{1,3}|-)\.([A-Za-z0-9_-]{16,64})$/;

export function isAnonymousId(value: unknown): value is string {
  return typeof value === 'string' && ANONYMOUS_ID.test(value);
}

export function encodeConsent(stored: StoredConsent): string {
  const seconds = Math.floor(Date.parse(stored.decidedAt) / 1000);
  const flags = (Object.keys(FLAG_LETTERS) as OptionalPurpose[])
    .filter((purpose) => stored.choices[purpose])
    .map((purpose) => FLAG_LETTERS[purpose])
    .join('');
  return `${stored.version}.${seconds}.${flags || '-'}.${stored.anonymousId}`;
}

/** The stored choice, or null for a missing, damaged or foreign value (then the visitor is asked). */
export function decodeConsent(value: string | null | undefined): StoredConsent | null {
  if (!value) return null;
  const match = ENCODED_CONSENT.exec(value.trim());
  if (!match) return null;
  const [, version, seconds, flags, anonymousId] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const time = Number(seconds) * 1000;
  if (!Number.isSafeInteger(time)) return null;
  const choices = { ...NOTHING_CHOSEN };
  for (const [purpose, letter] of Object.entries(FLAG_LETTERS) as [OptionalPurpose, string][]) {
    choices[purpose] = flags.includes(letter);
  }
  return { version: Number(version), decidedAt: new Date(time).toISOString(), choices, anonymousId };
}

/** The raw value of one cookie from a Cookie header or document.cookie. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

/** The document.cookie assignment that stores the choice (Secure when the page is served over https). */
export function consentCookieAssignment(stored: StoredConsent, secure: boolean): string {
  const attributes = [`Max-Age=${CONSENT_COOKIE_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${CONSENT_COOKIE}=${encodeConsent(stored)}`, ...attributes].join('; ');
}

/** A fresh anonymous audit key: 128 random bits, base64url. */
export function newAnonymousId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
