// LOGIN_STARTED (§7, §3 loginStarted: status, source) is sent when a visitor follows a link to the
// product's login. The header's links come from content, so a login link is recognised by where it
// goes: a path ending in /login, /log-in, /signin or /sign-in (the site's own "login help" page is
// not one). The header's own "Log in" link (LOGIN_URL, whatever its path) is marked data-login-link.
import { trackOnLeaving } from './analytics';
import { ANALYTICS_EVENTS } from './events';

const LOGIN_PATH = /\/(login|log-in|signin|sign-in)\/?$/i;

export function isLoginHref(href: string, base = 'http://localhost'): boolean {
  try {
    return LOGIN_PATH.test(new URL(href, base).pathname);
  } catch {
    return false;
  }
}

/** A click handler for a container of links: tracks LOGIN_STARTED when a login link is followed. */
export function trackLoginClicks(source: string) {
  return (event: { target: EventTarget | null }) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const anchor = target.closest('a[href]');
    const href = anchor?.getAttribute('href');
    if (href && (anchor?.hasAttribute('data-login-link') || isLoginHref(href, window.location.href))) {
      trackOnLeaving(ANALYTICS_EVENTS.LOGIN_STARTED, { status: 'started', source });
    }
  };
}
