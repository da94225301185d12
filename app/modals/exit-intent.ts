// When an exit popup (§2 item 6, §3 "exit popups per region, blog exit popup") may show: the rules,
// as pure functions. The listening lives in ExitPopups.tsx.
//
// - Desktop: the pointer leaves the page through the top of the viewport (towards the tabs and the
//   address bar): a `mouseout` with no element it goes to and clientY <= 0.
// - Touch devices have no pointer to leave with. Their trigger is a fast upward scroll (the usual
//   gesture to reach the address bar or go back) once the visitor has read at least 40% of the page.
// - At most once per visitor every 14 days: a fortnight keeps the offer from nagging a visitor who
//   reads several articles a week, while someone who comes back weeks later sees it again. The time
//   it was shown is kept in localStorage; when storage is unavailable nothing is shown, since the
//   visitor could not be spared a repeat.
// - Never while another modal is open, never before hydration (the listeners start in an effect),
//   and not on the login or widget layouts (product-adjacent and embedded pages).

export const EXIT_POPUP_PERIOD_MS = 14 * 24 * 60 * 60 * 1000;
export const EXIT_POPUP_STORAGE_KEY = 'shiftlane:exit-popup-shown-at';
/** Touch: share of the page the visitor must have read before a fast upward scroll counts. */
export const EXIT_SCROLL_READ_SHARE = 0.4;
/** Touch: a fast upward scroll covers at least this distance (px)... */
export const EXIT_SCROLL_UP_MIN_PX = 120;
/** ...at this speed or more (px per ms, i.e. 1,000 px/s). */
export const EXIT_SCROLL_UP_MIN_SPEED = 1;
/** Touch: the scroll position is sampled at most this often (ms). */
export const EXIT_SCROLL_SAMPLE_MS = 100;
/** Layouts without exit popups (§2 layouts). */
export const LAYOUTS_WITHOUT_EXIT_POPUP: readonly string[] = ['default-login', 'default-widget'];

/** A pointer leaving the document through the top edge of the viewport. */
export function isExitIntent(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** /blog/{slug} under any prefix (not the list pages /blog and /blog/page/{num}). */
export function isBlogPostPath(pathname: string): boolean {
  return /^(?:\/(?:us|gb|au))?\/blog\/(?!page(?:\/|$))[^/]+\/?$/i.test(pathname);
}

/** Whether the stored time says a popup was shown within the period. */
export function shownWithinPeriod(stored: string | null, now: number): boolean {
  if (stored === null) return false;
  const shownAt = Number(stored);
  // An unreadable or future value counts as recent: better one popup too few than one too many.
  if (!Number.isFinite(shownAt) || shownAt > now) return true;
  return now - shownAt < EXIT_POPUP_PERIOD_MS;
}

/** How much of the page has been read: the bottom of the viewport against the page's height. */
export function readShare(page: { scrollY: number; viewportHeight: number; pageHeight: number }): number {
  if (page.pageHeight <= 0) return 1;
  return Math.min(1, (page.scrollY + page.viewportHeight) / page.pageHeight);
}

/** A scroll from `from` to `to` (px from the top) within `ms` that is a fast move upwards. */
export function isFastUpwardScroll({ from, to, ms }: { from: number; to: number; ms: number }): boolean {
  const up = from - to;
  return ms > 0 && up >= EXIT_SCROLL_UP_MIN_PX && up / ms >= EXIT_SCROLL_UP_MIN_SPEED;
}

export function exitPopupAllowedOnLayout(layout: string | null | undefined): boolean {
  return !layout || !LAYOUTS_WITHOUT_EXIT_POPUP.includes(layout);
}
