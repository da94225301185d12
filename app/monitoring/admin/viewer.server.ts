// The monitoring viewer's server side, shared by its routes: who may look (app/admin), the
// sign-in and sign-out form posts, and the answers that refuse (404 with no ADMIN_TOKEN, 429).
import { data, redirect } from 'react-router';
import { config } from '../../../config/index';
import {
  adminAccess,
  adminLimiter,
  signInCookie,
  signOutCookie,
  tokenMatches,
  type AdminAuth,
} from '../../admin/admin-auth.server';
import { ADMIN_HEADERS, ADMIN_MONITORING_PATH } from '../../admin/admin-paths';
import { readFormBody } from '../../forms/action/form-body.server';
import { TOO_LARGE_HEADERS } from '../../security/bounded-body.server';
import type { Database } from '../../storage/database';
import { database } from '../../database.server';
import { rateLimiter } from '../../rate-limits.server';
import { clientAddress, type Limiter } from '../../security/rate-limit.server';
import { checkSameOrigin } from '../../security/same-origin.server';
import { servedOverTls } from '../../security/cookies.server';

export interface ViewerServices {
  auth: AdminAuth;
  db: () => Promise<Database>;
  /** Sign-in attempts per address: a person mistypes a few times, a guesser needs millions. */
  signInLimiter: Limiter;
}

let signInLimiter: Limiter | undefined;

export function viewerServices(request: Request): ViewerServices {
  signInLimiter ??= rateLimiter('admin-sign-in', { limit: 10, windowMs: 60_000 });
  const { forms } = config();
  return {
    auth: { token: forms.adminToken, secure: servedOverTls(request), limiter: adminLimiter(), now: Date.now },
    db: database,
    signInLimiter,
  };
}

/** A refusal thrown from a loader or action: the route's error boundary shows it, with admin headers. */
export function adminRefusal(status: number, message: string, headers: Record<string, string> = {}) {
  return data(message, { status, headers: { ...ADMIN_HEADERS, ...headers } });
}

/** True when the request may see the viewer, false when it must sign in; throws 404 / 429. */
export async function requireViewer(request: Request, services: ViewerServices): Promise<boolean> {
  const access = await adminAccess(request, services.auth);
  if (access.kind === 'not-found') throw adminRefusal(404, 'Not found');
  if (access.kind === 'rate-limited') {
    throw adminRefusal(429, 'Too many requests. Please wait a moment.', {
      'Retry-After': String(access.retryAfterSeconds),
    });
  }
  return access.kind === 'ok';
}

// Where to go after signing in: a viewer page, never another site.
const NEXT_PATH = /^\/admin\/monitoring(?:\/sessions\/[A-Za-z0-9._~%-]{1,300})?$/;
const MAX_FORM_BYTES = 4 * 1024;

export interface SignInResult {
  error: string;
  /** Where the form goes after a correct sign-in (kept across a wrong attempt). */
  next: string;
}

/** The sign-in and sign-out form posts: a 303 with the cookie, or the form again with an error. */
export async function viewerAction(request: Request, services: ViewerServices) {
  const { auth } = services;
  if (!auth.token) throw adminRefusal(404, 'Not found');
  const siteUrl = config().site.url;
  if (!checkSameOrigin(request, siteUrl ? [siteUrl] : []).ok) {
    throw adminRefusal(403, 'This request came from another site and was refused.');
  }
  const verdict = await services.signInLimiter.take(clientAddress(request));
  if (!verdict.ok) {
    throw adminRefusal(429, 'Too many sign-in attempts. Please wait a moment.', {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
  }
  const body = await readFormBody(request, MAX_FORM_BYTES);
  if (!body.ok) {
    if (body.reason === 'too-large') throw adminRefusal(413, 'The form is too large.', TOO_LARGE_HEADERS);
    throw adminRefusal(body.reason === 'unsupported' ? 415 : 400, 'The form could not be read.');
  }
  const field = (name: string) => body.fields.get(name)?.[0];
  const next = String(field('next') ?? '');
  const target = NEXT_PATH.test(next) ? next : ADMIN_MONITORING_PATH;
  if (field('intent') === 'sign-out') {
    return redirect(ADMIN_MONITORING_PATH, {
      status: 303,
      headers: { ...ADMIN_HEADERS, 'Set-Cookie': signOutCookie(auth) },
    });
  }
  const token = field('token');
  if (typeof token === 'string' && token.length <= 1_000 && tokenMatches(token, auth)) {
    return redirect(target, { status: 303, headers: { ...ADMIN_HEADERS, 'Set-Cookie': signInCookie(auth) } });
  }
  return data<SignInResult>(
    { error: 'That admin token is not right. Check it and try again.', next: target },
    { status: 401, headers: ADMIN_HEADERS },
  );
}
