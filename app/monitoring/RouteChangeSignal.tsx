// Tells the monitoring runtime that React Router showed another page. The router knows when a
// navigation has committed (push, replace or back/forward alike); patching history.pushState
// would guess at that, and would change a global that two copies of the runtime could both patch.
// Renders nothing; costs one effect per navigation whether monitoring runs or not.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ROUTE_CHANGE_EVENT } from './route-change-event';

export function RouteChangeSignal() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = `${pathname}${search}`;
    // The first render is the page load, which the runtime counts as its first view itself.
    if (previous.current !== null && previous.current !== path) {
      window.dispatchEvent(new CustomEvent(ROUTE_CHANGE_EVENT, { detail: { path } }));
    }
    previous.current = path;
  }, [pathname, search]);
  return null;
}
