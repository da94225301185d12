// §9 "Page-data idle prefetch starts after 1 s unless on a slow-2g connection": the rules of the
// idle prefetch of visible links (PrefetchVisibleLinks.tsx renders React Router's own
// <PrefetchPageLinks> for them).

export const PREFETCH_IDLE_DELAY_MS = 1_000;
/** A page with a long footer should not ask the server for every page it links to. */
export const MAX_PREFETCHED_PAGES = 24;

/** navigator.connection (Network Information API), where the browser has it. */
export interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function connectionOf(navigatorLike: object): ConnectionLike | undefined {
  return (navigatorLike as { connection?: ConnectionLike }).connection;
}

/** No prefetch on a slow-2g connection (§9), nor when the visitor asked to save data. */
export function shouldPrefetch(connection: ConnectionLike | undefined): boolean {
  return connection?.effectiveType !== 'slow-2g' && connection?.saveData !== true;
}

// Files and service paths a link may point at: not pages, so no page data to prefetch.
const NOT_A_PAGE = /^\/(?:assets|media|builds|api)\/|\.[a-z0-9]{2,5}$/i;

interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** The page a link leads to, as a path for <PrefetchPageLinks>, or null when nothing to fetch. */
export function prefetchPathOf(anchor: AnchorLike, current: URL): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || NOT_A_PAGE.test(url.pathname)) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}`;
}

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `callback` once the browser is idle, `delayMs` from now at the earliest. */
export function whenIdle(win: IdleWindow, callback: () => void, delayMs: number): () => void {
  let idleHandle: number | undefined;
  let fallbackHandle: number | undefined;
  const timer = win.setTimeout(() => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(callback, { timeout: 2_000 });
    else fallbackHandle = win.setTimeout(callback, 0);
  }, delayMs);
  return () => {
    win.clearTimeout(timer);
    if (fallbackHandle !== undefined) win.clearTimeout(fallbackHandle);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
  };
}
