// §4 "Reloads", §9: after a chunk (dynamic import) load error the page reloads once per path
// within CHUNK_RELOAD_WINDOW_MS; a second failure inside the window is logged instead, so a chunk
// that stays missing cannot trap the visitor in a reload loop.
//
// The chunks a visitor can miss are the lazy ones: blocks and modal bodies (Vite's preload helper
// reports them as vite:preloadError, or they surface as error / unhandledrejection events).
//
// React Router 7.18 also loads route modules itself (lib/dom/ssr/routeModules.ts,
// loadRouteModule): it catches a failed import, logs "Error loading route module `…`, reloading
// page..." and calls window.location.reload() with no guard; the error never reaches window
// listeners. It does so on a navigation, and when <PrefetchPageLinks> (our idle prefetch) reads a
// route module's links, with the router idle: on a module that stays missing, that alone reloads
// the page every second. Today every page shares one route module (app/routes/page.tsx), loaded
// with the document, so a visitor cannot meet that reload; it is still put under the same guard,
// for any page route added later, through the Navigation API: a script-started reload right after
// that log line is React Router's; it is allowed as the path's one reload, or cancelled and
// logged. Browsers without the Navigation API keep React Router's unguarded reload. The log line
// is React Router's only sign of the failure (react-router is pinned to one version).

export const CHUNK_RELOAD_WINDOW_MS = 10_000;
/** sessionStorage key prefix; the value is the time of the last reload of that path (ms). */
export const CHUNK_RELOAD_KEY_PREFIX = 'chunk-reload:';

/** What Chromium, Safari and Firefox say when a dynamic import cannot be fetched. */
const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
];

export function isChunkLoadError(reason: unknown): boolean {
  const message =
    typeof reason === 'string'
      ? reason
      : reason instanceof Error || (typeof reason === 'object' && reason !== null && 'message' in reason)
        ? String((reason as { message: unknown }).message)
        : '';
  return CHUNK_ERROR_MESSAGES.some((known) => message.includes(known));
}

export interface ReloadMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Claims the one reload a path gets per window: true (and remembered) when the path had no
 * reload within the last CHUNK_RELOAD_WINDOW_MS. When the memory cannot be read or written the
 * answer is false: without it, a reload could not know it was the second one.
 */
export function claimChunkReload(path: string, now: number, memory: ReloadMemory): boolean {
  const key = `${CHUNK_RELOAD_KEY_PREFIX}${path}`;
  try {
    const last = Number(memory.getItem(key) ?? Number.NaN);
    if (Number.isFinite(last) && now >= last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    memory.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The part of the Navigation API's navigate event the guard reads. */
export interface NavigateEventLike extends Event {
  navigationType?: string;
  userInitiated?: boolean;
}

/** The start of the line React Router 7.18 logs just before its own reload. */
export const ROUTE_MODULE_ERROR_LOG = 'Error loading route module';
/** reload() follows the log line at once; anything later is not that reload. */
const ROUTE_MODULE_RELOAD_WITHIN_MS = 1_000;

export interface ChunkReloadEnv {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The console React Router logs to; its error() is watched for ROUTE_MODULE_ERROR_LOG. */
  console: { error: (...data: unknown[]) => void };
  /** window.navigation where the browser has the Navigation API. */
  navigation?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  location: { pathname: string; reload(): void };
  memory: ReloadMemory;
  now(): number;
  log: Pick<Console, 'error'>;
}

export interface ChunkReloadGuard {
  /** Handles one chunk load failure: reloads when the path may, logs otherwise. */
  recover(error: unknown): 'reloading' | 'refused';
  stop(): void;
}

/**
 * Listens for failed dynamic imports (Vite's vite:preloadError, error, unhandledrejection) and,
 * through the Navigation API, for React Router's own reload after a route module failed.
 */
export function installChunkReloadGuard(env: ChunkReloadEnv): ChunkReloadGuard {
  let reloading = false;
  // One failure can surface twice (vite:preloadError, then the rejected import): handle it once.
  const seen = new WeakSet<object>();
  let routeModuleFailedAt = Number.NEGATIVE_INFINITY;
  const claim = () => claimChunkReload(env.location.pathname, env.now(), env.memory);
  const refuse = (what: string, error?: unknown) =>
    env.log.error(
      `${what} failed to load again on ${env.location.pathname} within ${CHUNK_RELOAD_WINDOW_MS} ms; not reloading.`,
      ...(error === undefined ? [] : [error]),
    );

  function recover(error: unknown): 'reloading' | 'refused' {
    if (reloading) return 'reloading';
    if (typeof error === 'object' && error !== null) {
      if (seen.has(error)) return 'refused';
      seen.add(error);
    }
    if (!claim()) {
      refuse('A chunk', error);
      return 'refused';
    }
    reloading = true;
    env.location.reload();
    return 'reloading';
  }

  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    // Cancelling stops Vite from rethrowing; only worth it when the page is going away anyway.
    if (recover(payload ?? event) === 'reloading') event.preventDefault();
  };
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    if (isChunkLoadError(error) || isChunkLoadError(message)) recover(error ?? message);
  };
  const onRejection = (event: Event) => {
    const { reason } = event as PromiseRejectionEvent;
    if (isChunkLoadError(reason)) recover(reason);
  };
  const consoleError = env.console.error;
  const watchedError = (...data: unknown[]) => {
    if (typeof data[0] === 'string' && data[0].startsWith(ROUTE_MODULE_ERROR_LOG))
      routeModuleFailedAt = env.now();
    consoleError.apply(env.console, data);
  };
  const isRouterReload = () => env.now() - routeModuleFailedAt < ROUTE_MODULE_RELOAD_WITHIN_MS;
  // React Router's route-module reload gets the path's one reload, and is cancelled when the
  // path already had it. The visitor's own reloads and the guard's never come here.
  const onNavigate = (event: Event) => {
    const { navigationType, userInitiated } = event as NavigateEventLike;
    if (navigationType !== 'reload' || userInitiated || reloading || !isRouterReload()) return;
    if (claim()) return;
    event.preventDefault();
    refuse('A route module');
  };

  env.target.addEventListener('vite:preloadError', onPreloadError);
  env.target.addEventListener('error', onError);
  env.target.addEventListener('unhandledrejection', onRejection);
  env.navigation?.addEventListener('navigate', onNavigate);
  env.console.error = watchedError;
  return {
    recover,
    stop() {
      env.target.removeEventListener('vite:preloadError', onPreloadError);
      env.target.removeEventListener('error', onError);
      env.target.removeEventListener('unhandledrejection', onRejection);
      env.navigation?.removeEventListener('navigate', onNavigate);
      // Only undo our own wrapper: something may have wrapped console.error after us.
      if (env.console.error === watchedError) env.console.error = consoleError;
    },
  };
}
