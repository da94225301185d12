// Whether a Set-Cookie gets Secure: exactly when this request reached the site over TLS, as the
// connection or a trusted proxy (TRUST_PROXY, X-Forwarded-Proto) says; the server's adapter builds
// the request's URL from what Express decided, so its scheme is the answer.
export function servedOverTls(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** The request's cookies by name, values URL-decoded where they can be (a bad escape stays as sent). */
export function readCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}
