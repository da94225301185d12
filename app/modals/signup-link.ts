// Which links open the signup modal (§2 item 6): any link whose href is '#signup'. Without
// JavaScript such a link only moves to an anchor that is not there, which is harmless. A site link
// ending in '#signup' (e.g. '/get-started#signup') opens it too, and without JavaScript still leads
// to its page, so content can give the modal a useful fallback.

export const SIGNUP_LINK_HASH = '#signup';

export function opensSignupModal(href: string | null, pageUrl: string): boolean {
  if (!href) return false;
  if (href === SIGNUP_LINK_HASH) return true;
  try {
    const target = new URL(href, pageUrl);
    return target.hash === SIGNUP_LINK_HASH && target.origin === new URL(pageUrl).origin;
  } catch {
    return false;
  }
}
