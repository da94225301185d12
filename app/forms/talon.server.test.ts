import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ANY_FORM,
  checkTalon,
  HONEYPOT_FIELD,
  issueTalon,
  MAX_TOKEN_AGE_MS,
  MAX_TOKEN_LENGTH,
  MIN_FILL_MS,
  TALON_PLACEHOLDER,
} from './talon.server';

const SECRET = 'test-secret-of-reasonable-length';
const FORM = '1540';
const ISSUED = Date.UTC(2024, 0, 15, 12, 0, 0);
const LATER = ISSUED + 10_000;

function issue(formId = FORM, now = ISSUED): string {
  return issueTalon({ formId, secret: SECRET, now });
}

function check(
  token: unknown,
  overrides: { formId?: string; secret?: string; now?: number; honeypot?: unknown } = {},
) {
  return checkTalon({ token, formId: FORM, secret: SECRET, now: LATER, ...overrides });
}

/** A token whose payload is any text, correctly signed: reaches the payload checks. */
function signedToken(payloadText: string, secret = SECRET): string {
  const encoded = Buffer.from(payloadText).toString('base64url');
  return `${encoded}.${createHmac('sha256', secret).update(encoded).digest('base64url')}`;
}

describe('talon bot check', () => {
  it('accepts a token for the same form, filled in at human speed, with the honeypot empty', () => {
    expect(check(issue())).toEqual({ ok: true });
    expect(check(issue(), { honeypot: '' })).toEqual({ ok: true });
    expect(check(issue(), { honeypot: '   ' })).toEqual({ ok: true });
    expect(check(issue(), { honeypot: null })).toEqual({ ok: true });
  });

  it('issues opaque, distinct tokens well under the length cap', () => {
    const a = issue();
    const b = issue();
    expect(a).not.toEqual(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(a.length).toBeLessThan(MAX_TOKEN_LENGTH / 4);
  });

  it('names the honeypot field and refuses a post that filled it', () => {
    expect(HONEYPOT_FIELD).toBe('website');
    expect(check(issue(), { honeypot: 'https://spam.example' })).toEqual({ ok: false, reason: 'honeypot' });
    expect(check(issue(), { honeypot: new Blob(['x']) })).toEqual({ ok: false, reason: 'honeypot' });
  });

  it.each([undefined, null, '', '   ', TALON_PLACEHOLDER])('refuses a missing token (%j)', (token) => {
    expect(check(token)).toEqual({ ok: false, reason: 'missing' });
  });

  it.each([
    ['a number', 42],
    ['an object', { token: 'x' }],
    ['no signature', 'abc'],
    ['three parts', 'a.b.c'],
    ['empty parts', '.'],
    ['characters outside base64url', 'ab+/=.cd$'],
    ['an oversized token', 'a'.repeat(MAX_TOKEN_LENGTH + 1)],
    ['a huge token', `${'a'.repeat(5_000_000)}.b`],
  ])('refuses a malformed token: %s', (_label, token) => {
    expect(check(token)).toEqual({ ok: false, reason: 'malformed' });
  });

  it.each([
    ['not JSON', 'not json {'],
    ['JSON that is not an object', '[1,2,3]'],
    ['JSON null', 'null'],
    ['an object of the wrong shape', '{"f":"1540","t":"soon","n":"abc"}'],
    ['an object with extra keys', `{"f":"1540","t":${ISSUED},"n":"abc","x":1}`],
  ])('refuses a correctly signed payload that is %s as malformed', (_label, payload) => {
    expect(check(signedToken(payload))).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accepts a hand-built payload of the right shape, so the cases above fail for their payload only', () => {
    expect(check(signedToken(`{"f":"1540","t":${ISSUED},"n":"abc"}`))).toEqual({ ok: true });
  });

  it('refuses a tampered payload', () => {
    const [, signature] = issue().split('.');
    const forged = Buffer.from(JSON.stringify({ f: FORM, t: ISSUED - 60_000, n: 'abc' })).toString(
      'base64url',
    );
    expect(check(`${forged}.${signature}`)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a tampered or truncated signature', () => {
    const token = issue();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(check(token.slice(0, -1) + last)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check(token.slice(0, -1))).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check(`${token}AAAA`)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a token signed with another secret', () => {
    expect(check(issue(), { secret: 'another-secret' })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check(signedToken(`{"f":"1540","t":${ISSUED},"n":"abc"}`, 'guessed'))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a token issued for another form', () => {
    expect(check(issue('1261'))).toEqual({ ok: false, reason: 'wrong-form' });
  });

  it('refuses a form posted sooner than the minimum fill time, and accepts exactly that time', () => {
    const token = issue();
    expect(check(token, { now: ISSUED })).toEqual({ ok: false, reason: 'too-fast' });
    expect(check(token, { now: ISSUED + MIN_FILL_MS - 1 })).toEqual({ ok: false, reason: 'too-fast' });
    expect(check(token, { now: ISSUED + MIN_FILL_MS })).toEqual({ ok: true });
  });

  it('refuses a token from the future', () => {
    expect(check(issue(FORM, LATER + 60_000))).toEqual({ ok: false, reason: 'too-fast' });
  });

  it('refuses a token older than the maximum age, and accepts exactly that age', () => {
    const token = issue();
    expect(check(token, { now: ISSUED + MAX_TOKEN_AGE_MS })).toEqual({ ok: true });
    expect(check(token, { now: ISSUED + MAX_TOKEN_AGE_MS + 1 })).toEqual({ ok: false, reason: 'expired' });
  });

  it('checks the honeypot before the token', () => {
    expect(check(undefined, { honeypot: 'filled' })).toEqual({ ok: false, reason: 'honeypot' });
  });

  it("accepts a page's token for every form, and refuses malformed issue requests", () => {
    const token = issueTalon({ formId: ANY_FORM, secret: SECRET, now: ISSUED });
    for (const formId of [FORM, '1181', 'newsletter-form']) {
      expect(check(token, { formId, now: ISSUED + MIN_FILL_MS })).toEqual({ ok: true });
      expect(check(token, { formId, now: ISSUED + MIN_FILL_MS - 1 })).toEqual({
        ok: false,
        reason: 'too-fast',
      });
    }
    expect(issueTalon({ formId: ANY_FORM, secret: SECRET, now: ISSUED })).not.toBe(token);
    expect(() => issueTalon({ formId: '', secret: SECRET })).toThrow(RangeError);
    expect(() => issueTalon({ formId: 'x'.repeat(65), secret: SECRET })).toThrow(RangeError);
    expect(() => issueTalon({ formId: FORM, secret: SECRET, now: -1 })).toThrow(RangeError);
  });

  it('refuses to sign or check with an empty secret', () => {
    expect(() => issueTalon({ formId: FORM, secret: '', now: ISSUED })).toThrow(TypeError);
    expect(() => check(issue(), { secret: '' })).toThrow(TypeError);
  });
});
