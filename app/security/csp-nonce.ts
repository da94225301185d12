// This response's CSP nonce, handed from the server to every <script> the page renders:
// server/security/headers.ts makes it, the request handler puts it in the load context
// (cspNonceContext), app/entry.server.tsx gives it to React Router (<ServerRouter nonce>: its
// scripts, module preloads, scroll restoration, streamed data) and to React's own inline scripts,
// and provides it to the components that render a <script> themselves (useCspNonce). In the
// browser it is empty: browsers hide nonces from the DOM, and hydration never re-renders them.
import { createContext as createReactContext, useContext } from 'react';
import { createContext, type RouterContext } from 'react-router';

// The server (server/app.ts, run from source) and the server build (bundled by Vite) each load
// their own copy of this module, and React Router finds a context by object identity: both copies
// must hand out the same object, so the first one to load registers it under a global key.
const REGISTRY_KEY = Symbol.for('shiftlane.cspNonceContext');
const registry = globalThis as { [REGISTRY_KEY]?: RouterContext<string> };

export const cspNonceContext: RouterContext<string> = (registry[REGISTRY_KEY] ??= createContext<string>(''));

export const CspNonce = createReactContext('');

/** The nonce for a <script> element, or undefined when there is none (in the browser). */
export function useCspNonce(): string | undefined {
  return useContext(CspNonce) || undefined;
}
