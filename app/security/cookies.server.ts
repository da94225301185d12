// Whether a Set-Cookie gets Secure: exactly when this request reached the site over TLS, as the
// connection or a trusted proxy (TRUST_PROXY, X-Forwarded-Proto) says; the server's adapter builds
// the request's URL from what Express decided, so its scheme is the answer.
export function servedOverTls(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}
