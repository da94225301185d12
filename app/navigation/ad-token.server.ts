// Keeps an inbound ad-tech token (./ad-token.ts) and reports the visit ONCE per token to the
// conversion endpoint, server-side: the page never waits on that request and never fails with it.
import { config } from '../../config/index';
import { logger } from '../logging/logger.server';
import { readCookies } from '../security/cookies.server';
import { servedOverTls } from '../security/cookies.server';
import {
  AD_CONVERSION_ACTION,
  AD_TOKEN_COOKIE,
  AD_TOKEN_PARAM,
  adTokenCookie,
  readAdToken,
} from './ad-token';

const CONVERSION_TIMEOUT_MS = 5_000;
/** Tokens already reported by this process; the oldest are forgotten past this many. */
const MAX_REMEMBERED = 10_000;
const reported = new Set<string>();

function remember(token: string): boolean {
  if (reported.has(token)) return false;
  reported.add(token);
  if (reported.size > MAX_REMEMBERED) {
    const oldest = reported.values().next();
    if (!oldest.done) reported.delete(oldest.value);
  }
  return true;
}

/** POSTs {token, action: 'VISITED'} to the endpoint; resolves whatever happens. */
export async function sendConversion(endpoint: string, token: string): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, action: AD_CONVERSION_ACTION }),
      signal: AbortSignal.timeout(CONVERSION_TIMEOUT_MS),
    });
    if (!response.ok) logger.warn(`Ad conversion answered ${response.status}`);
    return response.ok;
  } catch (error) {
    logger.warn('Ad conversion request failed', error instanceof Error ? error.message : error);
    return false;
  }
}

export interface AdTokenOptions {
  endpoint?: string | undefined;
  secure?: boolean;
  send?: (endpoint: string, token: string) => Promise<unknown>;
}

/**
 * For a page request whose query carries a token: sets the 90-day cookie on the response and,
 * the first time this token is seen (not already in the visitor's cookie, not reported by this
 * process), fires the conversion request without awaiting it.
 */
export function keepAdToken(request: Request, url: URL, response: Response, options: AdTokenOptions = {}) {
  const token = readAdToken(url.searchParams.get(AD_TOKEN_PARAM));
  if (!token) return response;
  const forms = config().forms;
  const secure = options.secure ?? servedOverTls(request);
  const known = readCookies(request.headers.get('cookie')).get(AD_TOKEN_COOKIE) === token;
  try {
    if (!known) response.headers.append('Set-Cookie', adTokenCookie(token, secure));
  } catch {
    // An immutable response (a redirect made by the router) keeps its own headers.
  }
  const endpoint = options.endpoint ?? forms.adConversionUrl;
  if (endpoint && !known && remember(token)) {
    void (options.send ?? sendConversion)(endpoint, token);
  }
  return response;
}

/** Test hook: forget which tokens were reported. */
export function forgetReportedAdTokens() {
  reported.clear();
}
