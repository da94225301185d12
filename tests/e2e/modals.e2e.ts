// The modals of §2 item 6 against the production build: every way to close one (Escape, an outside
// click only where enabled, a swipe, the close button), the focus trap and focus return, the page
// scroll lock, stacking (1000 + 2 × index), the newsletter, exit-popup and signup content, and
// axe-core with a modal open.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { firstStory } from './content';
import { hydrated } from './hydration';

const EXIT_POPUP_KEY = 'shiftlane:exit-popup-shown-at';

function baseUrl(): string {
  return test.info().project.use.baseURL ?? '';
}

/**
 * Nothing loads from the video hosts in tests: the embed answers with an empty page. Video embeds
 * need consent, so the visitor has already allowed them (Functional and Advertising).
 */
async function stubVideoHosts(page: Page) {
  const decidedAt = Math.floor(Date.now() / 1000);
  await page.context().addCookies([
    {
      name: 'sl_consent',
      value: `1.${decidedAt}.fd.ModalsE2eVisitor01`,
      url: baseUrl(),
    },
  ]);
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
}

/** The checklist modal's trigger on /how-it-works; a button only once the page is hydrated. */
async function openChecklist(page: Page): Promise<{ trigger: Locator; dialog: Locator }> {
  await page.goto('/how-it-works');
  const trigger = page.getByRole('button', { name: 'See the weekly checklist' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'The weekly schedule checklist' });
  await expect(dialog).toBeVisible();
  return { trigger, dialog };
}

/** Records how each modal closes (its data-closed-by), for closedBy(page). */
async function watchClosings(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { modalClosings: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        const reason = (record.target as Element).getAttribute('data-closed-by');
        if (reason) seen.push(reason);
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-closed-by'] });
  });
}

const closedBy = (page: Page) =>
  page.evaluate(() => (window as unknown as { modalClosings: string[] }).modalClosings);

/** A touch swipe across `target` made of pointer events, `dx` px sideways over `durationMs`. */
async function swipe(target: Locator, dx: number, durationMs: number, holdMs = 0, steps = 5) {
  await target.evaluate(
    async (element, { dx: distance, durationMs: duration, holdMs: hold, steps: moves }) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const fire = (type: string, clientX: number) =>
        element.dispatchEvent(
          new PointerEvent(type, {
            pointerId: 7,
            pointerType: 'touch',
            isPrimary: true,
            clientX,
            clientY: y,
            bubbles: true,
            cancelable: true,
            composed: true,
          }),
        );
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      fire('pointerdown', x);
      if (hold) await wait(hold);
      for (let step = 1; step <= moves; step += 1) {
        await wait(duration / moves);
        fire('pointermove', x + (distance * step) / moves);
      }
      fire('pointerup', x + distance);
    },
    { dx, durationMs, holdMs, steps },
  );
}

test.describe('closing a modal', () => {
  test('Escape closes it and gives focus back to the opener', async ({ page }) => {
    const { trigger, dialog } = await openChecklist(page);
    await watchClosings(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await closedBy(page)).toEqual(['escape']);
  });

  test('the close button closes it and gives focus back to the opener', async ({ page }) => {
    const { trigger, dialog } = await openChecklist(page);
    await watchClosings(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await closedBy(page)).toEqual(['close-button']);
  });

  test('an outside click closes a modal that enables it', async ({ page }) => {
    const { dialog } = await openChecklist(page);
    await watchClosings(page);
    await page.mouse.click(8, 8, { button: 'right' });
    await page.waitForTimeout(300);
    await expect(dialog, 'a right click is not an outside click').toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    expect(await closedBy(page)).toEqual(['outside-click']);
  });

  test('an outside click leaves open a modal that does not enable it', async ({ page }) => {
    await page.goto('/resources');
    await page.getByRole('button', { name: 'Get the free schedule planning guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'The schedule planning guide' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.marketing-form')).toHaveAttribute('data-form-id', '1008');
    await page.mouse.click(8, 8);
    await page.waitForTimeout(400);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a swipe closes it past 10% of its width, or within 300 ms; a short slow one or a hold does not', async ({
    page,
  }) => {
    const { dialog } = await openChecklist(page);
    await watchClosings(page);
    const width = (await dialog.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(400); // so 40 px is under 10% of it

    await swipe(dialog, 40, 700);
    await page.waitForTimeout(300);
    await expect(dialog, 'a slow 40 px swipe is under the 10% threshold').toBeVisible();

    await swipe(dialog, -Math.ceil(width * 0.1) - 200, 100, 600);
    await page.waitForTimeout(300);
    await expect(dialog, 'a press held in place first is a hold, not a swipe').toBeVisible();

    await swipe(dialog, 40, 40, 0, 2);
    await expect(dialog, 'a quick 40 px swipe closes').toBeHidden();

    await page.getByRole('button', { name: 'See the weekly checklist' }).click();
    await expect(dialog).toBeVisible();
    await swipe(dialog, -Math.ceil(width * 0.1) - 5, 700);
    await expect(dialog, 'a slow swipe past 10% of the width closes').toBeHidden();
    expect(await closedBy(page)).toEqual(['swipe', 'swipe']);
  });
});

test('focus is trapped inside the open modal', async ({ page }) => {
  await page.goto('/resources');
  const cta = page.locator('.newsletter-signup').getByRole('link', { name: 'Subscribe now' });
  await expect(page.getByRole('button', { name: 'Get the free schedule planning guide' })).toBeVisible();
  await cta.click();
  const dialog = page.getByRole('dialog', { name: 'Never miss a beat' });
  await expect(dialog).toBeVisible();
  // Until the form has loaded only the close button can take focus.
  await expect(dialog.locator('form')).toBeVisible();
  const focusInDialog = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  expect(await focusInDialog()).toBe(true);
  const seen = new Set<string>();
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
  }
  expect(seen.size, 'Tab cycles through the modal').toBeGreaterThan(1);
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(cta).toBeFocused();
});

test('the page does not scroll while a modal is open', async ({ page }) => {
  await page.goto('/how-it-works');
  const trigger = page.getByRole('button', { name: 'See the weekly checklist' });
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 900);
  await page.keyboard.press('End');
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

test('a video opened inside a modal stacks above it (z-index 1000 + 2 × index) and closes alone', async ({
  page,
}) => {
  await stubVideoHosts(page);
  const { dialog } = await openChecklist(page);
  const play = dialog.getByRole('link', { name: 'Watch the 2-minute tour' });
  await play.click();
  const video = page.getByRole('dialog', { name: 'Watch the 2-minute tour' });
  await expect(video).toBeVisible();
  // Focus starts on the close button, not inside the player, so Escape still reaches the page.
  await expect(video.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(video.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/SLtour2min0?autoplay=1&rel=0',
  );

  const layers = await page.evaluate(() =>
    [...document.querySelectorAll('.modal-overlay, .modal')].map((element) => ({
      target: element.getAttribute('data-modal-target'),
      overlay: element.classList.contains('modal-overlay'),
      zIndex: getComputedStyle(element).zIndex,
    })),
  );
  expect(layers).toEqual([
    { target: null, overlay: true, zIndex: '1000' },
    { target: 'generic', overlay: false, zIndex: '1001' },
    { target: null, overlay: true, zIndex: '1002' },
    { target: 'video', overlay: false, zIndex: '1003' },
  ]);
  // The video is what the visitor sees and touches.
  const onTop = await video.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(onTop).toBe(true);

  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(play).toBeFocused();
});

test("hero_video's play link opens the video modal; without JavaScript it is a link", async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/why-shiftlane');
  await expect(plain.locator('.hero-video__play')).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=SLoverview1',
  );
  await noScript.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await stubVideoHosts(page);
  await page.goto('/why-shiftlane');
  const play = page.locator('.hero-video__play[aria-haspopup="dialog"]');
  await play.click();
  const video = page.getByRole('dialog', { name: 'Watch the 2-minute overview' });
  await expect(video.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/SLoverview1/);
  expect(page.url()).toMatch(/\/why-shiftlane$/);
  await video.getByRole('button', { name: 'Close' }).click();
  await expect(video).toBeHidden();
  await expect(play).toBeFocused();
  await context.close();
});

test("the video block's play button opens the video modal and sends its events; without JavaScript it is a link", async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/gb/how-it-works');
  await expect(plain.locator('.video-block .video-player__play')).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=SLtour2min0',
  );
  await noScript.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/collect')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { batch?: { event: string }[] };
    events.push(...(body.batch ?? []).map((message) => message.event));
  });
  await page.goto('/gb/how-it-works');
  // Accept all: analytics may send, and the video host may play (its consent gate is consent.e2e.ts's).
  await page.getByRole('button', { name: 'Accept all' }).click();
  const play = page
    .locator('.video-block')
    .getByRole('button', { name: /^Play video: Watch a manager build/ });
  await expect(play).toHaveAttribute('aria-haspopup', 'dialog');
  await play.click();
  const video = page.getByRole('dialog', { name: /^Watch a manager build/ });
  await expect(video.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/SLtour2min0/);
  // The page keeps its poster: nothing plays inline behind the modal.
  await expect(page.locator('.video-block .video-player__media')).toHaveCount(0);
  await expect(video.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();
  await expect(play).toBeFocused();
  await expect
    .poll(() => events)
    .toEqual(expect.arrayContaining(['video modal opened', 'video modal closed']));
  await context.close();
});

test('the newsletter modal says exactly what §3 says, with form 1261, and passes axe-core', async ({
  page,
}) => {
  await page.goto('/resources');
  await expect(page.getByRole('button', { name: 'Get the free schedule planning guide' })).toBeVisible();
  await page.locator('.newsletter-signup').getByRole('link', { name: 'Subscribe now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Never miss a beat' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('More than 385,000 workplaces have used Shiftlane. Subscribe to learn why.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    'More than 385,000 workplaces have used Shiftlane. Subscribe to learn why.',
  );
  await expect(dialog.locator('.marketing-form')).toHaveAttribute('data-form-id', '1261');
  // The newsletter form itself renders once its definition has loaded.
  await expect(dialog.getByRole('button', { name: 'Subscribe now' })).toBeVisible();
  expect(page.url()).toMatch(/\/resources$/);
  await expect(dialog).toHaveAttribute('data-phase', 'open');

  await expectAxeClean(page);
});

test.describe('exit popups', () => {
  const exitIntent = (page: Page) =>
    page.evaluate(() =>
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null, bubbles: true })),
    );

  test("shows the region's popup once on exit intent, and not again after a reload", async ({ page }) => {
    await page.goto('/gb/how-it-works');
    // Hydrated once the content modal's trigger is a button.
    await expect(page.getByRole('button', { name: 'See the weekly checklist' })).toBeVisible();
    await page.mouse.move(400, 300);
    await exitIntent(page);
    const popup = page.getByRole('dialog', { name: 'Before you go: try it free' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText("Build next week's rota in minutes.");
    await expect(popup.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/gb/get-started#signup',
    );
    const stored = Number(await page.evaluate((key) => localStorage.getItem(key), EXIT_POPUP_KEY));
    expect(Date.now() - stored).toBeLessThan(60_000);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await exitIntent(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'See the weekly checklist' })).toBeVisible();
    await exitIntent(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('shows the blog popup on a blog post, whose call to action is the newsletter modal', async ({
    page,
  }) => {
    const post = await firstStory('au/blog/', 'blog_post');
    await page.goto(`/au/blog/${post.slug}`);
    const popup = page.getByRole('dialog', { name: 'Enjoying the read?' });
    await expect(async () => {
      await exitIntent(page);
      await expect(popup).toBeVisible({ timeout: 500 });
    }).toPass();
    await popup.getByRole('button', { name: 'Subscribe now' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Never miss a beat' })).toBeVisible();
  });

  test('is never shown while another modal is open, nor on the login layout', async ({ page }) => {
    const { dialog } = await openChecklist(page);
    await exitIntent(page);
    await page.waitForTimeout(400);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), EXIT_POPUP_KEY)).toBeNull();

    await page.goto('/login-help');
    await expect(page.locator('[data-layout="default-login"]')).toBeVisible();
    await hydrated(page);
    await exitIntent(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the signup modal', () => {
  test("opens from '#signup' links with its content, and the page stays where it is", async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('button', { name: 'See the weekly checklist' })).toBeVisible();
    const link = page.locator('a[href="/get-started#signup"]');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Start your free trial' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Schedule your team in minutes.');
    await expect(dialog.getByText('700+ glowing reviews')).toBeVisible();
    await expect(dialog.locator('.signup-modal__logo')).toHaveText('Shiftlane');
    await expect(dialog.locator('.signup-form-slot')).toHaveAttribute('data-form-id', '1540');
    await expect(dialog.getByRole('button', { name: 'Start free trial' })).toHaveAttribute('type', 'submit');
    expect(page.url()).toMatch(/\/how-it-works$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    // Any link whose href is exactly '#signup'.
    await page.evaluate(() => {
      const anchor = document.createElement('a');
      anchor.href = '#signup';
      anchor.textContent = 'Sign up here';
      document.querySelector('main')?.prepend(anchor);
    });
    await page.getByRole('link', { name: 'Sign up here' }).click();
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
  });
});

test.describe('enter and leave phases', () => {
  test('animate in and out, and are instant with reduced motion', async ({ page }) => {
    const { dialog } = await openChecklist(page);
    await expect(dialog).toHaveAttribute('data-phase', 'open');
    // Escape, read at once: the modal is still on the page while it leaves, then gone.
    const phase = await page.evaluate(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return document.querySelector('.modal')?.getAttribute('data-phase');
    });
    expect(phase).toBe('leave');
    await expect(page.locator('.modal')).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'See the weekly checklist' }).click();
    await expect(dialog).toHaveAttribute('data-phase', 'open');
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await page.keyboard.press('Escape');
    await expect(page.locator('.modal')).toHaveCount(0);
  });
});
