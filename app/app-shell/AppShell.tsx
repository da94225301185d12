// The app shell's browser side (requirements §4 "Reloads", "Service worker", §9): the service worker and
// its release check, recovery from chunk load errors, the new-build check with the route-rule
// matcher, the idle prefetch of visible links, and the client-navigation signal monitoring counts
// views by, and the mark that the page has hydrated. Rendered once per document (root Layout); on the server it renders nothing, in the
// browser only <link rel="prefetch"> elements.
import { useEffect } from 'react';
import { RouteChangeSignal } from '../monitoring/RouteChangeSignal';
import { PrefetchVisibleLinks } from './PrefetchVisibleLinks';
import { useBuildCheck } from './use-build-check';
import { useChunkReloadGuard } from './use-chunk-reload-guard';
import { useServiceWorker } from './use-service-worker';

export function AppShell() {
  useServiceWorker();
  useChunkReloadGuard();
  useBuildCheck();
  useHydrationMark();
  return (
    <>
      <PrefetchVisibleLinks />
      <RouteChangeSignal />
    </>
  );
}

/**
 * Marks <html data-hydrated> once React has committed the hydrated page. Until then (a block's
 * chunk still on its way holds the whole page's hydration) a click on a link is a document load,
 * not a client navigation; browser tests and monitoring scripts wait for this mark.
 */
function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
