// The visitor's analytics id (Segment's anonymousId): a random id in a first-party cookie, created
// only by the consented runtime and deleted when Analytics consent is withdrawn. It identifies a
// browser, never a person; the consent manager's registry lists this cookie under Analytics.
import { randomId } from './message';

export const ANALYTICS_ID_COOKIE = 'sl_aid';
/** Twelve months, like the consent choice it depends on. */
const ANALYTICS_ID_MAX_AGE_S = 365 * 24 * 60 * 60;
const ID_PATTERN = /^[0-9a-f-]{36}$/;

export function readAnalyticsId(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ANALYTICS_ID_COOKIE) {
      const id = value.join('=');
      return ID_PATTERN.test(id) ? id : null;
    }
  }
  return null;
}

export function ensureAnalyticsId(): string {
  const existing = readAnalyticsId(document.cookie);
  const id = existing ?? randomId();
  // Written again on every start, so the twelve months count from the last visit.
  document.cookie = `${ANALYTICS_ID_COOKIE}=${id}; Path=/; Max-Age=${ANALYTICS_ID_MAX_AGE_S}; SameSite=Lax${secure()}`;
  return id;
}

export function clearAnalyticsId(): void {
  document.cookie = `${ANALYTICS_ID_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`;
}

function secure(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}
