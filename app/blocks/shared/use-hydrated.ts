// False while the server renders and while React hydrates that markup, true afterwards: lets a
// component show its no-JavaScript form first and switch to its interactive form once it can
// actually respond, without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
