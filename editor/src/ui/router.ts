// The editor's two addresses, in the browser's history: /editor/ (the story list) and
// /editor/stories/{id} (a story open). The content service answers every /editor path with the app.
import { useCallback, useEffect, useRef, useState } from 'react';

export const BASE = '/editor';

/** The open story's id, from the address, or null. */
export function storyIdOf(pathname: string): number | null {
  const match = /^\/editor\/stories\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

export function storyHref(id: number): string {
  return `${BASE}/stories/${id}`;
}

/**
 * The open story and a way to open another. Back and Forward open the story the address names,
 * unless `mayLeave` says no (unsaved changes the editor chose to keep): the browser has already
 * moved by then, so the open story's address is put back on top of the history.
 */
export function useStoryRoute(mayLeave: () => boolean): [number | null, (id: number | null) => void] {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  // The address shown, for the history listener (state would be stale in it).
  const shown = useRef(pathname);
  const mayLeaveNow = useRef(mayLeave);
  useEffect(() => {
    mayLeaveNow.current = mayLeave;
  }, [mayLeave]);

  const show = useCallback((path: string) => {
    shown.current = path;
    setPathname(path);
  }, []);

  useEffect(() => {
    const onPopState = () => {
      const next = window.location.pathname;
      if (storyIdOf(next) !== storyIdOf(shown.current) && !mayLeaveNow.current()) {
        window.history.pushState(null, '', shown.current);
        return;
      }
      show(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  // Opening a story from the page has asked about unsaved changes already.
  const navigate = useCallback(
    (id: number | null) => {
      const next = id === null ? `${BASE}/` : storyHref(id);
      if (next !== window.location.pathname) window.history.pushState(null, '', next);
      show(next);
    },
    [show],
  );
  return [storyIdOf(pathname), navigate];
}
