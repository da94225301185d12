// The editor's two addresses, in the browser's history: /editor/ (the story list) and
// /editor/stories/{id} (a story open). The content service answers every /editor path with the app.
import { useCallback, useSyncExternalStore } from 'react';

export const BASE = '/editor';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/** The open story's id, from the address, or null. */
export function storyIdOf(pathname: string): number | null {
  const match = /^\/editor\/stories\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

export function storyHref(id: number): string {
  return `${BASE}/stories/${id}`;
}

export function useStoryRoute(): [number | null, (id: number | null) => void] {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  const navigate = useCallback((id: number | null) => {
    const next = id === null ? `${BASE}/` : storyHref(id);
    if (next !== window.location.pathname) {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  }, []);
  return [storyIdOf(pathname), navigate];
}
