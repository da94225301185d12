// Whether a render is the page cache's: one rendering answers every visitor of the page, from this
// server's cache and from any shared cache in front (nginx, a CDN). Such a render carries nothing
// of one visitor: no CSP nonce (its inline scripts are allowed by their hashes instead,
// server/security/csp.ts) and no bot-check token (the browser fetches its own, app/forms).
import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';

// The server (server/page-cache, run from source) and the server build (bundled by Vite) each load
// their own copy of this module, and React Router finds a context by object identity: both copies
// must hand out the same object, so the first one to load registers it under a global key.
const REGISTRY_KEY = Symbol.for('shiftlane.sharedRenderContext');
const registry = globalThis as { [REGISTRY_KEY]?: RouterContext<boolean> };

export const sharedRenderContext: RouterContext<boolean> = (registry[REGISTRY_KEY] ??=
  createContext<boolean>(false));

/** Whether this render is shared by every visitor of the page. */
export function rendersForSharedCache(context: Readonly<RouterContextProvider>): boolean {
  return context.get(sharedRenderContext);
}
