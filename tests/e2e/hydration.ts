// Waiting for a page's scripts: what only works once React has hydrated (key handlers, effects)
// must not be tried before, or a test races the page's scripts on a busy machine.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __reactRouterDataRouter?: { state: { initialized: boolean } };
  }
}

/** Waits until React has hydrated and run the shell's effects. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__reactRouterDataRouter?.state.initialized === true);
  await page.waitForLoadState('networkidle');
}
