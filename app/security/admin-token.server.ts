// The admin endpoints' bearer check. The comparison takes the same time whatever the guess, so the
// token cannot be found one character at a time; with no ADMIN_TOKEN configured nothing matches.
import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time equality of two secrets of any length (both are hashed to 32 bytes first). */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether `request` carries `Authorization: Bearer <token>` for the configured token. */
export function hasAdminToken(request: Request, configuredToken: string | undefined): boolean {
  if (!configuredToken) return false;
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  return match !== null && secretsEqual(match[1] ?? '', configuredToken);
}
