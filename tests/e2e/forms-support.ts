// Shared steps of the form tests: the bot check's minimum fill time, unique addresses, axe-core.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** app/forms/talon.server.ts MIN_FILL_MS, plus a margin: a form sent sooner is refused as a bot. */
const MIN_FILL_MS = 2_000 + 300;

/** Waits out what is left of the bot check's minimum fill time since `since` (the only sleep). */
export async function waitForFillTime(page: Page, since: number) {
  const left = MIN_FILL_MS - (Date.now() - since);
  if (left > 0) await page.waitForTimeout(left);
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The consent banner sits over the page's bottom edge; a choice puts it away. */
export async function dismissConsent(page: Page) {
  const reject = page.getByRole('button', { name: /reject/i }).first();
  if (await reject.isVisible().catch(() => false)) await reject.click();
}

export async function expectAxeClean(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const axe = await builder.analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
