// The preview cookie: a visitor who opened a preview (from the editor, or a signed link) keeps
// seeing drafts on every page until it expires or they leave preview. Its value is an expiry time
// and an HMAC of it; nothing else is in it, and nothing in it is trusted without the signature.
// HttpOnly: scripts never see it. Under https it is SameSite=None; Secure; Partitioned, because the
// editor frames the site from its own origin (a partitioned cookie lives only inside that editor,
// or inside the site itself when a link was opened directly). Plain http (a machine of one's own)
// gets SameSite=Lax: browsers refuse SameSite=None without Secure.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'sl_preview';
/** A working day: an editor who left preview open overnight sees the published site next morning. */
export const PREVIEW_COOKIE_MAX_AGE_S = 8 * 3_600;

/** The key the cookie is signed with, from PREVIEW_SECRET or else the preview token. */
export function previewCookieKey(secret: string): Buffer {
  // Derived, so the cookie's signature never doubles as anything signed with the same secret.
  return createHmac('sha256', secret).update('shiftlane preview cookie v1').digest();
}

function signature(key: Buffer, expiresAtS: number): string {
  return createHmac('sha256', key).update(String(expiresAtS)).digest('base64url');
}

/** The cookie's value: expiry and signature. */
export function previewCookieValue(key: Buffer, nowMs: number = Date.now()): string {
  const expiresAtS = Math.floor(nowMs / 1000) + PREVIEW_COOKIE_MAX_AGE_S;
  return `${expiresAtS}.${signature(key, expiresAtS)}`;
}

const VALUE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Whether a cookie value was signed with this key and has not expired. */
export function validPreviewCookie(
  key: Buffer,
  value: string | undefined,
  nowMs: number = Date.now(),
): boolean {
  const match = value === undefined ? null : VALUE.exec(value);
  if (!match) return false;
  const expiresAtS = Number(match[1]);
  if (expiresAtS <= Math.floor(nowMs / 1000)) return false;
  const expected = Buffer.from(signature(key, expiresAtS));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function attributes(overTls: boolean): string {
  return overTls ? 'Path=/; HttpOnly; SameSite=None; Secure; Partitioned' : 'Path=/; HttpOnly; SameSite=Lax';
}

/** Set-Cookie that starts (or renews) preview. */
export function previewCookie(key: Buffer, overTls: boolean, nowMs: number = Date.now()): string {
  return `${PREVIEW_COOKIE}=${previewCookieValue(key, nowMs)}; Max-Age=${PREVIEW_COOKIE_MAX_AGE_S}; ${attributes(overTls)}`;
}

/** Set-Cookie that ends preview. */
export function clearedPreviewCookie(overTls: boolean): string {
  return `${PREVIEW_COOKIE}=; Max-Age=0; ${attributes(overTls)}`;
}
