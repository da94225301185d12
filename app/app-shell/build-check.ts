// §4 "Reloads": the new-build check. The browser asks /builds/latest.json every
// BUILD_POLL_INTERVAL_MS and whenever the tab becomes visible again; once the server runs another
// build than the page's, the NEXT navigation is a full document load (navigation-override.ts),
// never an immediate reload. Between checks it refreshes the route rules of its build
// (/builds/meta/{buildId}.json) for the client's route-rule matcher; failures are warnings (§8).
import { parseRouteRules, type RouteRule } from '../navigation/route-rules';
import { buildMetaPath, LATEST_BUILD_PATH } from './build-routes';

export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;
/**
 * localStorage key that shortens (or lengthens) the poll interval, in ms, for tests and for
 * checking a deploy by hand; values under MIN_BUILD_POLL_INTERVAL_MS are raised to it.
 */
export const BUILD_POLL_OVERRIDE_KEY = 'build-poll-ms';
export const MIN_BUILD_POLL_INTERVAL_MS = 1_000;

export function buildPollIntervalMs(storage: Pick<Storage, 'getItem'> | null): number {
  let override: number | null = null;
  try {
    const raw = storage?.getItem(BUILD_POLL_OVERRIDE_KEY);
    override = raw ? Number(raw) : null;
  } catch {
    // Storage refused: the default interval.
  }
  if (override === null || !Number.isFinite(override)) return BUILD_POLL_INTERVAL_MS;
  return Math.max(MIN_BUILD_POLL_INTERVAL_MS, Math.round(override));
}

export type BuildComparison = 'current' | 'new build' | 'unknown';

/** A page that cannot name its own build cannot tell a new one: it never forces a reload. */
export function compareBuild(current: string | null, latest: string): BuildComparison {
  if (current === null) return 'unknown';
  return latest === current ? 'current' : 'new build';
}

/** The build id of a latest.json or meta answer; anything else is an error (logged as a warning). */
function buildIdOf(body: unknown): string {
  const buildId = (body as { buildId?: unknown } | null)?.buildId;
  if (typeof buildId !== 'string' || buildId === '') throw new Error('The answer names no build');
  return buildId;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function getJson(fetchFn: Fetch, path: string, cache: RequestCache): Promise<unknown> {
  const response = await fetchFn(path, { cache, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

export async function fetchLatestBuildId(fetchFn: Fetch): Promise<string> {
  return buildIdOf(await getJson(fetchFn, LATEST_BUILD_PATH, 'no-store'));
}

/** The build's route rules, read with the parser the server uses for the content. */
export async function fetchRouteRules(fetchFn: Fetch, buildId: string): Promise<RouteRule[]> {
  const meta = await getJson(fetchFn, buildMetaPath(buildId), 'default');
  buildIdOf(meta);
  const routeRules = (meta as { routeRules?: unknown }).routeRules;
  if (!Array.isArray(routeRules)) throw new Error('The build meta has no route rules');
  return parseRouteRules(routeRules).rules;
}

export interface BuildWatchEnv {
  fetch: Fetch;
  currentBuildId: string | null;
  intervalMs: number;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  onNewBuild(buildId: string): void;
  onRouteRules(rules: RouteRule[]): void;
  log: Pick<Console, 'warn'>;
}

/** Starts the checks; returns the function that stops them. Stops by itself at a new build. */
export function watchBuilds(env: BuildWatchEnv): () => void {
  let stopped = false;
  let checking = false;

  async function loadRules(): Promise<void> {
    if (env.currentBuildId === null) return;
    try {
      const rules = await fetchRouteRules(env.fetch, env.currentBuildId);
      if (!stopped) env.onRouteRules(rules);
    } catch (error) {
      env.log.warn('The build manifest (route rules) could not be loaded:', error);
    }
  }

  async function check(): Promise<void> {
    if (stopped || checking) return;
    checking = true;
    try {
      const latest = await fetchLatestBuildId(env.fetch);
      if (stopped) return;
      if (compareBuild(env.currentBuildId, latest) === 'new build') {
        stop();
        env.onNewBuild(latest);
      } else {
        await loadRules();
      }
    } catch (error) {
      env.log.warn('The new-build check failed:', error);
    } finally {
      checking = false;
    }
  }

  const onVisibility = () => {
    if (env.document.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), env.intervalMs);
  env.document.addEventListener('visibilitychange', onVisibility);
  void loadRules();

  function stop(): void {
    stopped = true;
    clearInterval(timer);
    env.document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}
