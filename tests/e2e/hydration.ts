// Waiting for a page's scripts: what only works once React has hydrated (key handlers, effects)
// must not be tried before, or a test races the page's scripts on a busy machine. Playwright's
// 'networkidle' does not do it: it fires once per document, so after a click or a client navigation
// it has long fired, and on a busy machine it can fire before the page has asked for its scripts
// (they are requested after the first paint: app/app-shell/deferred-module-preloads.server.ts).
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __reactRouterDataRouter?: { state: { initialized: boolean } };
  }
}

/**
 * Waits until React has committed the hydrated page (app/app-shell/AppShell.tsx marks <html>), and
 * the requests its effects made have settled. The router is ready sooner, but a block whose chunk
 * is still on its way holds the whole page's hydration, and until then a link click is a document
 * load.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      window.__reactRouterDataRouter?.state.initialized === true &&
      document.documentElement.hasAttribute('data-hydrated'),
  );
  await networkQuiet(page);
}

/**
 * Waits until no request of the page has completed for `quietMs`: what the page was going to load
 * after an action has loaded, so a test may say what did not.
 */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        const observer = new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        let timer = setTimeout(done, quiet);
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe({ type: 'resource' });
      }),
    quietMs,
  );
}
