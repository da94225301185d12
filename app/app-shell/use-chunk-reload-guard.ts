// Installs the chunk reload guard (chunk-reload.ts) for the life of the page.
import { useEffect } from 'react';
import { lazyStorage } from './browser-storage';
import { installChunkReloadGuard } from './chunk-reload';

export function useChunkReloadGuard(): void {
  useEffect(() => {
    const guard = installChunkReloadGuard({
      target: window,
      console: window.console,
      // The Navigation API is not in TypeScript's DOM library yet.
      navigation: (window as { navigation?: EventTarget }).navigation,
      location: window.location,
      memory: lazyStorage('sessionStorage'),
      now: () => Date.now(),
      log: console,
    });
    return () => guard.stop();
  }, []);
}
