// A component in a chunk of its own, fetched the first time it renders (or earlier, by `preload`).
// Once the chunk is loaded the component renders at once: the factory then hands React a thenable
// that has already settled, which React reads synchronously instead of suspending. Until then a
// page being hydrated keeps its server HTML, and a navigation waits for the chunk.
import { lazy, type ComponentType } from 'react';

export type LazyComponent<P> = ComponentType<P> & { preload(): Promise<unknown> };

export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch may be retried by the next render (chunk-reload.ts handles stale builds).
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return preload().then((component) => ({ default: component }));
    const settled = {
      then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }),
    };
    return settled as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return Object.assign(Component as unknown as ComponentType<P>, { preload });
}
