// What a page's Content Security Policy blocked: the violations the page reports, console errors
// that name the policy, and uncaught page errors (a blocked script often shows as one).
import type { Page } from '@playwright/test';

/** Starts watching before the page's first script; the returned function lists what was seen so far. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => {
    const reported = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    return [...reported, ...consoleErrors];
  };
}
