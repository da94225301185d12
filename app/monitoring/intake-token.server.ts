// The client token every monitoring intake call carries in its query string (sendBeacon cannot set
// headers). Tokens are public identifiers, not secrets: they keep stray posts out of the store.
import { plainResponse } from '../security/intake.server';
import { secretsEqual } from '../security/admin-token.server';
import { CLIENT_TOKEN_PARAM } from './monitoring-events';

export const UNKNOWN_CLIENT_TOKEN_MESSAGE = 'Unknown monitoring client token.';

/** The 401 answer when `request` lacks the expected token, or null when it carries it. */
export function clientTokenRefusal(request: Request, expected: string): Response | null {
  const given = new URL(request.url).searchParams.get(CLIENT_TOKEN_PARAM);
  if (given !== null && secretsEqual(given, expected)) return null;
  return plainResponse(401, UNKNOWN_CLIENT_TOKEN_MESSAGE);
}

export function databaseUnavailable(): Response {
  return plainResponse(503, 'Monitoring is unavailable for a moment.', { 'Retry-After': '30' });
}

export function accepted(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
