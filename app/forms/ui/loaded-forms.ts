// The signup form data's "list of loaded marketing form ids" (§3): every form id that has mounted
// on this page, kept in one small store the forms update and anyone can read.
import { useSyncExternalStore } from 'react';

let loaded: readonly string[] = [];
const listeners = new Set<() => void>();

export function markFormLoaded(formId: string): void {
  if (loaded.includes(formId)) return;
  loaded = [...loaded, formId];
  for (const listener of listeners) listener();
}

export function loadedFormIds(): readonly string[] {
  return loaded;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly string[] = [];

export function useLoadedFormIds(): readonly string[] {
  return useSyncExternalStore(subscribe, loadedFormIds, () => NONE);
}
