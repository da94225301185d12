// A deliberately malformed story: an unknown component, wrong field types and hostile rich text.
// The page still renders everything it can, and nothing the content holds runs as script.
import { expect, test } from '@playwright/test';
import {
  E2E_MANAGEMENT_TOKEN,
  E2E_WRITABLE_CONTENT_URL,
  E2E_WRITABLE_SITE_URL,
} from '../../playwright.config';

const SPACE_ID = 287512;
const text = (value: string, marks: unknown[] = []) => ({ type: 'text', text: value, marks });

const MALFORMED_BODY = [
  { _uid: 'm1', component: 'hero', headline: 'Malformed but standing', theme: 'neon', buttons: 'not a list' },
  { _uid: 'm2', component: 'time_machine', year: 1985 },
  { _uid: 'm3', component: 'star_rating', rating: 7, label: 'Rated by editors' },
  { _uid: 'm4', component: 'feature_grid', headline: 42, features: { not: 'a list' } },
  {
    _uid: 'm5',
    component: 'rich_text_section',
    text: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [text('<script>window.__pwned = 1</script>')] },
        {
          type: 'paragraph',
          content: [text('click me', [{ type: 'link', attrs: { href: 'javascript:window.__pwned=2' } }])],
        },
        { type: 'image', attrs: { src: 'x" onerror="window.__pwned=3', alt: 'x', options: { rotate: 45 } } },
        { type: 'marquee', content: [text('Kept text of an unknown node')] },
      ],
    },
  },
  { _uid: 'm6', component: 'cta_banner', headline: 'Still here at the end', theme: 'purple' },
];

test('a malformed story renders the rest of its page and runs none of its content', async ({ page }) => {
  const slug = `malformed-${Date.now()}`;
  const created = await fetch(`${E2E_WRITABLE_CONTENT_URL}/v1/spaces/${SPACE_ID}/stories`, {
    method: 'POST',
    headers: { authorization: E2E_MANAGEMENT_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({
      story: {
        name: 'Malformed',
        full_slug: `gb/${slug}`,
        content: { component: 'page', layout: 'default', seo_title: 'Malformed', body: MALFORMED_BODY },
      },
      publish: true,
    }),
  });
  expect(created.status).toBeLessThan(300);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await expect(async () => {
    const response = await page.goto(`${E2E_WRITABLE_SITE_URL}/gb/${slug}`);
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 10_000 });

  await expect(page.getByRole('heading', { level: 1, name: 'Malformed but standing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Still here at the end' })).toBeVisible();
  await expect(page.getByText('5 out of 5', { exact: false })).toBeVisible();
  await expect(page.getByText('<script>window.__pwned = 1</script>')).toBeVisible();
  await expect(page.getByText('Kept text of an unknown node')).toBeVisible();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.getByText('time_machine')).toHaveCount(0);
  await page.getByText('click me').click();
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
