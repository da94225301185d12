// Who may see the admin pages: a request with `Authorization: Bearer <ADMIN_TOKEN>` (scripts,
// tests), or a browser holding the sign-in cookie. The cookie never holds the token: it is an
// expiry and an HMAC of it keyed by the token, so it dies after 8 hours or when the token changes.
// With no ADMIN_TOKEN configured every admin path answers 404.
import { createHmac } from 'node:crypto';
import { readCookies } from '../security/cookies.server';
import { expiredCookie, serializeCookie } from '../security/cookies';
import { hasAdminToken, secretsEqual } from '../security/admin-token.server';
import { rateLimiter } from '../rate-limits.server';
import { clientAddress, type Limiter } from '../security/rate-limit.server';
import { ADMIN_PATH_PREFIX } from './admin-paths';

export { ADMIN_HEADERS } from './admin-paths';

export const ADMIN_COOKIE_NAME = 'shiftlane_admin';
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** Requests per address and minute: plenty for a person or a script, too few to guess a token. */
const ADMIN_REQUESTS_PER_MINUTE = 60;

export interface AdminAuth {
  token: string | undefined;
  /** Cookies get Secure when the site is served over TLS. */
  secure: boolean;
  limiter: Limiter;
  now: () => number;
}

let sharedLimiter: Limiter | undefined;

export function adminLimiter(): Limiter {
  sharedLimiter ??= rateLimiter('admin', { limit: ADMIN_REQUESTS_PER_MINUTE, windowMs: 60_000 });
  return sharedLimiter;
}

export type AdminAccess =
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'signed-out' }
  | { kind: 'ok' };

/** Whether `request` may see the admin pages. */
export async function adminAccess(request: Request, auth: AdminAuth): Promise<AdminAccess> {
  if (!auth.token) return { kind: 'not-found' };
  const verdict = await auth.limiter.take(clientAddress(request));
  if (!verdict.ok) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
  if (hasAdminToken(request, auth.token)) return { kind: 'ok' };
  const cookie = readCookies(request.headers.get('cookie')).get(ADMIN_COOKIE_NAME);
  return cookie && cookieIsValid(cookie, auth.token, auth.now()) ? { kind: 'ok' } : { kind: 'signed-out' };
}

function signature(token: string, expiresAt: number): string {
  return createHmac('sha256', token).update(`admin-session:${expiresAt}`).digest('base64url');
}

function cookieIsValid(value: string, token: string, now: number): boolean {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  return expiresAt > now && secretsEqual(match[2] ?? '', signature(token, expiresAt));
}

/** The Set-Cookie value after a correct sign-in. */
export function signInCookie(auth: AdminAuth): string {
  const expiresAt = auth.now() + ADMIN_SESSION_TTL_MS;
  if (!auth.token) throw new Error('No admin token is configured');
  return serializeCookie(ADMIN_COOKIE_NAME, `${expiresAt}.${signature(auth.token, expiresAt)}`, {
    path: ADMIN_PATH_PREFIX,
    sameSite: 'Strict',
    httpOnly: true,
    secure: auth.secure,
    maxAgeS: ADMIN_SESSION_TTL_MS / 1000,
  });
}

export function signOutCookie(auth: AdminAuth): string {
  return expiredCookie(ADMIN_COOKIE_NAME, {
    path: ADMIN_PATH_PREFIX,
    sameSite: 'Strict',
    secure: auth.secure,
  });
}

/** Whether a typed token is the configured one, in constant time. */
export function tokenMatches(given: string, auth: AdminAuth): boolean {
  return auth.token !== undefined && secretsEqual(given, auth.token);
}
