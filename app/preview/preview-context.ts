// Whether this request is an editor's preview, as server/preview decided it before React Router
// ran: null for every visitor's page, the preview's settings for an editor's. Loaders read it from
// the load context (the root loader hands the page what the browser needs of it).
import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';

export interface PreviewState {
  /** The Storyblok Bridge's script, loaded when the page is framed by the editor. */
  bridgeScriptUrl: string;
}

// The server (run from source) and the server build (bundled by Vite) each load their own copy of
// this module, and React Router finds a context by object identity: both copies must hand out the
// same object, so the first one to load registers it under a global key.
const REGISTRY_KEY = Symbol.for('shiftlane.previewContext');
const registry = globalThis as { [REGISTRY_KEY]?: RouterContext<PreviewState | null> };

export const previewContext: RouterContext<PreviewState | null> = (registry[REGISTRY_KEY] ??=
  createContext<PreviewState | null>(null));

/** This request's preview, or null. */
export function previewOf(context: Readonly<RouterContextProvider>): PreviewState | null {
  return context.get(previewContext);
}
