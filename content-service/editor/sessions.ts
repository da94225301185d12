// Editor sessions: random ids handed out in an HttpOnly cookie, kept in memory only (a restart signs
// everyone out, which is acceptable for one editor process and keeps no secret on disk), and
// forgotten after 8 hours without a request.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const SESSION_COOKIE = 'sl_editor';
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** The cookie goes only to the editor's own paths, never to the delivery or management APIs. */
const COOKIE_PATH = '/editor';

interface Session {
  user: string;
  lastSeen: number;
}

export class Sessions {
  private readonly byId = new Map<string, Session>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly idleMs = SESSION_IDLE_MS,
  ) {}

  /** 32 random bytes: the id is the whole secret, so it must not be guessable. */
  start(user: string): string {
    this.sweep();
    const id = randomBytes(32).toString('base64url');
    this.byId.set(id, { user, lastSeen: this.now() });
    return id;
  }

  /** The session's user, its idle time restarted; undefined when it is unknown or has expired. */
  touch(id: string | undefined): string | undefined {
    if (id === undefined) return undefined;
    const session = this.byId.get(id);
    if (!session) return undefined;
    const now = this.now();
    if (now - session.lastSeen >= this.idleMs) {
      this.byId.delete(id);
      return undefined;
    }
    session.lastSeen = now;
    return session.user;
  }

  end(id: string | undefined): void {
    if (id !== undefined) this.byId.delete(id);
  }

  get size(): number {
    return this.byId.size;
  }

  /** Expired sessions go when a new one starts, so memory is bounded by the sign-ins of 8 hours. */
  private sweep(): void {
    const now = this.now();
    for (const [id, session] of this.byId) {
      if (now - session.lastSeen >= this.idleMs) this.byId.delete(id);
    }
  }
}

export function sessionIdOf(headers: IncomingHttpHeaders): string | undefined {
  for (const part of (headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === SESSION_COOKIE) {
      return part.slice(separator + 1).trim() || undefined;
    }
  }
  return undefined;
}

/**
 * Secure only when a proxy in front says the browser came over https. The header could be forged
 * by a client talking to the service directly, but all that would do is make that client's own
 * cookie stricter; the service itself speaks plain http, where a browser would refuse a Secure
 * cookie (except on localhost).
 */
function secureAttribute(headers: IncomingHttpHeaders): string {
  const forwarded = headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https' ? '; Secure' : '';
}

export function sessionCookie(id: string, headers: IncomingHttpHeaders): string {
  return `${SESSION_COOKIE}=${id}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secureAttribute(headers)}`;
}

export function clearingCookie(headers: IncomingHttpHeaders): string {
  return `${SESSION_COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=0${secureAttribute(headers)}`;
}
