// One way to write a cookie, for the server's Set-Cookie and the browser's document.cookie alike:
// SameSite always, Secure whenever the site is served over TLS, HttpOnly unless script must read
// it. On the server `secure` is whether the request came over TLS (servedOverTls in
// cookies.server.ts); in the browser it is whether the page itself came over https (browserCookieSecure).

export type SameSite = 'Strict' | 'Lax' | 'None';

export interface CookieOptions {
  /** Seconds the browser keeps it; 0 deletes it. Omitted: a session cookie. */
  readonly maxAgeS?: number;
  /** Hidden from page scripts. A cookie written by document.cookie cannot be HttpOnly. */
  readonly httpOnly?: boolean;
  /** Default Lax: sent on top-level navigations from other sites, never on their sub-requests. */
  readonly sameSite?: SameSite;
  readonly secure: boolean;
  /** Default '/'. */
  readonly path?: string;
}

// RFC 6265 §4.1.1: a token for the name; the value is percent-encoded, so any text is safe in it.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// A path: printable ASCII without ';' (which would end it) and without spaces or control characters.
const COOKIE_PATH = /^\/[!-:<-~]*$/;

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`Not a cookie name: ${JSON.stringify(name)}`);
  const path = options.path ?? '/';
  if (!COOKIE_PATH.test(path)) throw new Error(`Not a cookie path: ${JSON.stringify(path)}`);
  const sameSite = options.sameSite ?? 'Lax';
  // Browsers drop SameSite=None cookies that are not Secure; say so here rather than lose it quietly.
  if (sameSite === 'None' && !options.secure) throw new Error('SameSite=None needs a Secure cookie');
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`];
  if (options.maxAgeS !== undefined) {
    if (!Number.isInteger(options.maxAgeS) || options.maxAgeS < 0) {
      throw new Error(`Cookie Max-Age must be a whole number of seconds: ${options.maxAgeS}`);
    }
    parts.push(`Max-Age=${options.maxAgeS}`);
  }
  parts.push(`SameSite=${sameSite}`);
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** The same cookie, expired: how a cookie is deleted (name, path and Secure must match). */
export function expiredCookie(name: string, options: Pick<CookieOptions, 'secure' | 'path' | 'sameSite'>) {
  return serializeCookie(name, '', { ...options, maxAgeS: 0 });
}

/** In the browser: Secure when this page came over https (a plain-http dev server keeps its cookies). */
export function browserCookieSecure(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}
