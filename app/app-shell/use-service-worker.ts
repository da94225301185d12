// Starts the service worker once per page load (service-worker.ts), after hydration.
import { useEffect } from 'react';
import { lazyStorage } from './browser-storage';
import { currentRelease } from './release';
import { startServiceWorker } from './service-worker';

export function useServiceWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    void startServiceWorker({
      container: navigator.serviceWorker,
      storage: lazyStorage('localStorage'),
      caches: typeof caches === 'undefined' ? undefined : caches,
      release: currentRelease(window),
      log: console,
    });
  }, []);
}
