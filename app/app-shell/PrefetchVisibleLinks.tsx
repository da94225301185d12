// §9: page data of the internal links on screen is prefetched once the browser is idle, 1 s after
// the page (or a client-side navigation) settled, except on slow-2g or save-data connections.
// React Router's own <PrefetchPageLinks> does the fetching (page data and route modules), so a
// later click on such a link uses what was prefetched; failures are warnings only (§8).
import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import {
  connectionOf,
  MAX_PREFETCHED_PAGES,
  PREFETCH_IDLE_DELAY_MS,
  prefetchPathOf,
  shouldPrefetch,
  whenIdle,
} from './prefetch';

const PREFETCH_RELS = new Set(['prefetch', 'modulepreload']);

export function PrefetchVisibleLinks() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // The pages found on screen, for the address they were found at.
  const [found, setFound] = useState<{ at: string; pages: readonly string[] }>({ at: here, pages: [] });

  useEffect(() => {
    if (!shouldPrefetch(connectionOf(navigator)) || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(
      window,
      () => {
        const current = new URL(window.location.href);
        observer = new IntersectionObserver((entries) => {
          const seen = entries
            .filter((entry) => entry.isIntersecting)
            .map((entry) => {
              observer?.unobserve(entry.target);
              return prefetchPathOf(entry.target as HTMLAnchorElement, current);
            })
            .filter((page): page is string => page !== null);
          if (seen.length === 0) return;
          setFound((known) => {
            const before = known.at === here ? known.pages : [];
            const pages = [...new Set([...before, ...seen])].slice(0, MAX_PREFETCHED_PAGES);
            return pages.length === before.length && known.at === here ? known : { at: here, pages };
          });
        });
        for (const anchor of document.querySelectorAll('a[href]')) observer.observe(anchor);
      },
      PREFETCH_IDLE_DELAY_MS,
    );
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [here]);

  useEffect(() => {
    // <link> load errors do not bubble, but they pass the document in the capture phase.
    const onError = (event: Event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && PREFETCH_RELS.has(link.rel)) {
        console.warn(`Prefetching ${link.href} failed; it will load when visited.`);
      }
    };
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, []);

  return (found.at === here ? found.pages : []).map((page) => <PrefetchPageLinks key={page} page={page} />);
}
