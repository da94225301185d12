// Which client-side navigations become full document loads instead:
// - every one after a new build is out (§4 "Reloads": the NEXT navigation reloads), so the page
//   picks up the new build's chunks instead of asking the new server for old ones;
// - one to a path a route rule redirects (§7: the meta file feeds the route-rule matcher), which
//   goes straight to the rule's target, on or off the site, without a data round trip first.
// Link clicks are caught before React Router sees them (window, capture phase).
import { findRedirect, type RouteRule } from '../navigation/route-rules';

export interface OverrideState {
  newBuild: boolean;
  rules: readonly RouteRule[];
}

export type NavigationOverride = { href: string; reason: 'route rule' | 'new build' } | null;

export function navigationOverride(url: URL, current: URL, state: OverrideState): NavigationOverride {
  // Other sites are document loads already; a jump within the page is no navigation.
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash !== '') return null;
  const target = findRedirect(state.rules, url);
  if (target)
    return {
      href: target.external ? target.location : `${target.location}${url.hash}`,
      reason: 'route rule',
    };
  if (state.newBuild) return { href: url.href, reason: 'new build' };
  return null;
}

interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  target: unknown;
}

interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** The address a plain left click on a link would open in this tab, or null. */
export function clickedLinkUrl(event: ClickLike): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const element = event.target as { closest?: (selector: string) => unknown } | null;
  const anchor = element?.closest?.('a[href]') as AnchorLike | null | undefined;
  if (!anchor || typeof anchor.href !== 'string') return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  try {
    return new URL(anchor.href);
  } catch {
    return null;
  }
}

export interface LinkInterceptorEnv {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  location: { href: string; assign(href: string): void };
  state(): OverrideState;
}

export function interceptLinks(env: LinkInterceptorEnv): () => void {
  const onClick = (event: Event) => {
    const url = clickedLinkUrl(event as MouseEvent);
    if (!url) return;
    const override = navigationOverride(url, new URL(env.location.href), env.state());
    if (!override) return;
    // React Router's <Link> leaves a click alone once its default is prevented.
    event.preventDefault();
    env.location.assign(override.href);
  };
  env.target.addEventListener('click', onClick, { capture: true });
  return () => env.target.removeEventListener('click', onClick, { capture: true });
}
