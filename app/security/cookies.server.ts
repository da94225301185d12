// Set-Cookie values of the server: Secure exactly when the site is served over TLS
// (config().server.trustTls), HttpOnly unless the caller says the browser's script must read it.
import { config } from '../../config/index';
import { serializeCookie, type CookieOptions } from './cookies';

export function serverCookie(
  name: string,
  value: string,
  options: Omit<CookieOptions, 'secure' | 'httpOnly'> & { readableByScript?: boolean } = {},
): string {
  const { readableByScript = false, ...rest } = options;
  return serializeCookie(name, value, {
    ...rest,
    httpOnly: !readableByScript,
    secure: config().server.trustTls,
  });
}
