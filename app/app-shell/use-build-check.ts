// The new-build check and the route-rule matcher (build-check.ts, navigation-override.ts):
// link clicks that must become document loads are caught before React Router sees them; any
// other change of location after a new build is out (back, forward, a redirect) reloads the
// page at its new address.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { RouteRule } from '../navigation/route-rules';
import { lazyStorage } from './browser-storage';
import { buildPollIntervalMs, watchBuilds } from './build-check';
import { interceptLinks } from './navigation-override';
import { currentRelease } from './release';

export function useBuildCheck(): void {
  const state = useRef<{ newBuild: boolean; rules: readonly RouteRule[] }>({ newBuild: false, rules: [] });
  const { key } = useLocation();
  const seenKey = useRef(key);

  useEffect(() => {
    // The dev server stamps a random manifest version each time it regenerates the manifest, so
    // every check would look like a new build; hot reload keeps the code current there anyway.
    if (import.meta.env.DEV) return;
    const stopWatching = watchBuilds({
      fetch: (input, init) => window.fetch(input, init),
      currentBuildId: currentRelease(window),
      intervalMs: buildPollIntervalMs(lazyStorage('localStorage')),
      document,
      onNewBuild: (buildId) => {
        state.current.newBuild = true;
        console.info(`A new build (${buildId}) is out; the next navigation loads it.`);
      },
      onRouteRules: (rules) => {
        state.current.rules = rules;
      },
      log: console,
    });
    const stopIntercepting = interceptLinks({
      target: window,
      location: window.location,
      state: () => state.current,
    });
    return () => {
      stopWatching();
      stopIntercepting();
    };
  }, []);

  useEffect(() => {
    if (key === seenKey.current) return;
    seenKey.current = key;
    if (state.current.newBuild) window.location.reload();
  }, [key]);
}
