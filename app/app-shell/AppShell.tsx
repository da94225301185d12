// The app shell's browser side (spec §4 "Reloads", "Service worker", §9): the service worker and
// its release check, recovery from chunk load errors, the new-build check with the route-rule
// matcher, and the idle prefetch of visible links. Rendered once per document (root Layout);
// on the server it renders nothing, in the browser only <link rel="prefetch"> elements.
import { PrefetchVisibleLinks } from './PrefetchVisibleLinks';
import { useBuildCheck } from './use-build-check';
import { useChunkReloadGuard } from './use-chunk-reload-guard';
import { useServiceWorker } from './use-service-worker';

export function AppShell() {
  useServiceWorker();
  useChunkReloadGuard();
  useBuildCheck();
  return <PrefetchVisibleLinks />;
}
