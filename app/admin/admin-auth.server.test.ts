// Admin access: bearer or the signed cookie (never the token itself), expiring after 8 hours.
import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../security/rate-limit.server';
import {
  ADMIN_COOKIE_NAME,
  ADMIN_SESSION_TTL_MS,
  adminAccess,
  signInCookie,
  signOutCookie,
  type AdminAuth,
} from './admin-auth.server';
import { isAdminPath } from './admin-paths';

const TOKEN = 'admin-token-for-tests';
let now = Date.parse('2026-03-02T10:00:00.000Z');
const auth = (token: string | undefined = TOKEN, limit = 1_000): AdminAuth => ({
  token,
  secure: false,
  limiter: new RateLimiter({ limit, windowMs: 60_000 }),
  now: () => now,
});
const request = (headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/admin/monitoring', {
    headers: { 'x-forwarded-for': '10.9.0.1', ...headers },
  });
const cookieValue = (setCookie: string) => setCookie.split(';')[0]!.split('=').slice(1).join('=');

describe('admin access', () => {
  it('does not exist without ADMIN_TOKEN', async () => {
    expect(
      await adminAccess(request({ authorization: `Bearer ${TOKEN}` }), { ...auth(), token: undefined }),
    ).toEqual({ kind: 'not-found' });
  });

  it('accepts the bearer token and refuses a wrong one', async () => {
    expect(await adminAccess(request({ authorization: `Bearer ${TOKEN}` }), auth())).toEqual({ kind: 'ok' });
    expect(await adminAccess(request({ authorization: 'Bearer wrong' }), auth())).toEqual({
      kind: 'signed-out',
    });
    expect(await adminAccess(request(), auth())).toEqual({ kind: 'signed-out' });
  });

  it('signs in with an HttpOnly, SameSite=Strict cookie on /admin that is not the token and expires', async () => {
    const setCookie = signInCookie(auth());
    expect(setCookie).toMatch(/^shiftlane_admin=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/admin');
    expect(setCookie).toContain(`Max-Age=${ADMIN_SESSION_TTL_MS / 1000}`);
    expect(setCookie).not.toContain('Secure');
    expect(signInCookie({ ...auth(), secure: true })).toContain('Secure');
    const value = cookieValue(setCookie);
    expect(value).not.toContain(TOKEN);
    const withCookie = request({ cookie: `${ADMIN_COOKIE_NAME}=${value}` });
    expect(await adminAccess(withCookie, auth())).toEqual({ kind: 'ok' });
    // Another token (rotated) or a tampered value: signed out.
    expect(await adminAccess(withCookie, auth('another-admin-token'))).toEqual({ kind: 'signed-out' });
    const tampered = value.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
    expect(await adminAccess(request({ cookie: `${ADMIN_COOKIE_NAME}=${tampered}` }), auth())).toEqual({
      kind: 'signed-out',
    });
    now += ADMIN_SESSION_TTL_MS + 1;
    expect(await adminAccess(withCookie, auth())).toEqual({ kind: 'signed-out' });
    expect(signOutCookie(auth())).toMatch(/^shiftlane_admin=; Path=\/admin; Max-Age=0/);
  });

  it('limits guesses per address', async () => {
    const limited = auth(TOKEN, 2);
    await adminAccess(request(), limited);
    await adminAccess(request(), limited);
    expect(await adminAccess(request(), limited)).toMatchObject({ kind: 'rate-limited' });
  });

  it('names every path under /admin, and nothing else', () => {
    expect(
      ['/admin', '/admin/monitoring', '/ADMIN/leads.csv', '/admin/monitoring/sessions/x/replay.json'].every(
        isAdminPath,
      ),
    ).toBe(true);
    expect(['/administration', '/gb/admin', '/', '/api/monitoring'].some(isAdminPath)).toBe(false);
  });
});
