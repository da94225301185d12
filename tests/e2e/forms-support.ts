// Shared steps of the form tests: the bot check's minimum fill time, unique addresses, the consent
// banner (axe-core is in axe.ts).
import { expect, type Locator, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../app/forms/talon.server';

/** A margin over the bot check's minimum fill time: a form sent sooner is refused as a bot. */
const FILL_MARGIN_MS = 300;

/** The issue time the server wrote into a bot-check token (base64url JSON payload '.' signature). */
function issuedAt(token: string): number {
  const [payload = ''] = token.split('.');
  const { t } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { t: number };
  return t;
}

/**
 * Waits until the form's own bot-check token is old enough to pass (the only sleep). It counts from
 * when the server issued that token, which on a busy machine can be well after the form was shown.
 */
export async function waitForFillTime(form: Locator) {
  const talon = form.locator('input[name="talon"]');
  await expect
    .poll(() => talon.inputValue(), { message: 'the form has its bot-check token' })
    .toMatch(/^[\w-]+\.[\w-]+$/);
  const left = issuedAt(await talon.inputValue()) + MIN_FILL_MS + FILL_MARGIN_MS - Date.now();
  if (left > 0) await form.page().waitForTimeout(left);
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The consent banner sits over the page's bottom edge; a choice puts it away. */
export async function dismissConsent(page: Page) {
  const reject = page.getByRole('button', { name: /reject/i }).first();
  if (await reject.isVisible().catch(() => false)) await reject.click();
}
