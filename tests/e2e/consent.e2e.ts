// Consent end to end: watching the network and the cookies, nothing
// non-essential runs before a choice; Accept all loads each allowed script once and events reach
// the collector; Reject all loads none; a change of mind applies without a reload; GPC blocks
// Advertising; the banner shifts nothing (layout-shift API); the footer button reopens the
// preferences; axe-core finds nothing with the banner or the dialog open. Google Consent Mode: the
// denied defaults are in window.dataLayer before the page's modules run and before any gated tag,
// each choice pushes the update its purposes map to, and a stored choice is told before any tag.
// The Google tag of GOOGLE_TAG_ID (a stand-in served for its gtag.js address) loads only with its
// purpose, once, finds the consent commands then its own js and config commands, and stays within
// the page's policy.
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import {
  E2E_GOOGLE_TAG_ID,
  E2E_GOOGLE_TAG_SCRIPT_URL,
  E2E_THIRD_PARTY_SCRIPTS,
} from '../../playwright.config';
import { ANALYTICS_ID_COOKIE } from '../../app/analytics/client-id';
import { EXPERIMENTS_COOKIE } from '../../app/experiments/experiment-cookie';
import { expectAxeClean } from './axe';
import { watchCsp } from './csp-watch';
import { hydrated, networkQuiet } from './hydration';

const SCRIPT_GLOBALS: Record<string, string> = {
  [E2E_THIRD_PARTY_SCRIPTS.LIVE_CHAT_SCRIPT_URL]: 'LiveChatWidget',
  [E2E_THIRD_PARTY_SCRIPTS.AD_PIXEL_SCRIPT_URL]: 'adPixel',
  [E2E_THIRD_PARTY_SCRIPTS.SOCIAL_SDK_SCRIPT_URL]: 'FB',
};
const CHAT = E2E_THIRD_PARTY_SCRIPTS.LIVE_CHAT_SCRIPT_URL;
const PIXEL = E2E_THIRD_PARTY_SCRIPTS.AD_PIXEL_SCRIPT_URL;
const SOCIAL = E2E_THIRD_PARTY_SCRIPTS.SOCIAL_SDK_SCRIPT_URL;
const GOOGLE_TAG = E2E_GOOGLE_TAG_SCRIPT_URL;
/**
 * The Google tag's stand-in: keeps a copy of dataLayer as it was when the script ran (arguments
 * objects, which gtag() pushes and gtag.js reads as commands, as arrays; anything else marked as
 * not a command) and defines the global gtag.js defines.
 */
const GOOGLE_TAG_STAND_IN = `window.__googleTagSaw = (window.dataLayer || []).map(function (entry) {
  return Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry) : { notACommand: entry };
});
window.google_tag_manager = {};`;
/** Cookies the site's services set with consent (app/consent/services.ts); none may exist before. */
const TRACKING_COOKIES = [ANALYTICS_ID_COOKIE, EXPERIMENTS_COOKIE];
/** Cookies the site may set before any choice (none so far; sl_consent comes with the choice). */
const ESSENTIAL_COOKIES: string[] = [];

interface Watch {
  requests: Request[];
  scriptCount(url: string): number;
  tracking(): string[];
  collectBodies(): string[];
}

/** The page's helper (installed by `watch`) that reads the consent commands out of dataLayer. */
type ConsentCommandsReader = { __consentCommands: () => unknown[][] };

/** Serves the third-party scripts (each defines its global) and the video host, and records requests. */
async function watch(page: Page): Promise<Watch> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.route('https://*.consent-test.invalid/**', (route) => {
    const global = SCRIPT_GLOBALS[route.request().url()];
    // Each script keeps the consent commands in dataLayer when it ran: what a Google tag would see.
    const body = `window.${global} = { loaded: true, consentAtLoad: window.__consentCommands() };`;
    return global ? route.fulfill({ contentType: 'text/javascript', body }) : route.abort();
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.request().url() === GOOGLE_TAG
      ? route.fulfill({ contentType: 'text/javascript', body: GOOGLE_TAG_STAND_IN })
      : route.abort(),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.addInitScript(() => {
    // What a Google tag would read: the consent commands gtag() pushed to window.dataLayer, in
    // order (arguments objects, so each becomes an array to leave the page).
    const commands = () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
        .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((command) => command[0] === 'consent');
    Object.assign(window, { __consentCommands: commands });
    // The commands once the document is parsed: after every classic script of the head, before
    // any module script (React Router's entry, hydration, the script loader) has run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') Object.assign(window, { __consentAtParse: commands() });
    });
    // The page's cumulative layout shift, as the layout-shift API reports it.
    const shifts = { value: 0 };
    (window as unknown as { __cls: typeof shifts }).__cls = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const urls = () => requests.map((request) => request.url());
  return {
    requests,
    scriptCount: (url) => urls().filter((entry) => entry === url).length,
    tracking: () =>
      urls().filter((url) =>
        /\/api\/(collect|monitoring)|consent-test\.invalid|googletagmanager|youtube|vimeo|analytics-runtime|monitoring-runtime/.test(
          url,
        ),
      ),
    collectBodies: () =>
      requests
        .filter((request) => request.url().endsWith('/api/collect'))
        .map((request) => request.postData() ?? ''),
  };
}

async function cookieNames(context: BrowserContext) {
  return (await context.cookies()).map((cookie) => cookie.name);
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'sl_consent');
}

/**
 * The most a page may shift while the banner shows: a banner that pushed the page down, even by
 * 60 px of a 720 px viewport, would shift it by more than 0.05; a web font that arrives late on a
 * busy machine may move a line of text by a pixel (0.0003 was seen).
 */
const BANNER_SHIFT_LIMIT = 0.01;

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: { value: number } }).__cls.value);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' });

type Signal = 'granted' | 'denied';
const GOOGLE_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
] as const;

/** A Consent Mode state: security_storage always granted, the listed types granted, the rest denied. */
function signals(...granted: (typeof GOOGLE_TYPES)[number][]): Record<string, Signal> {
  const state: Record<string, Signal> = {};
  for (const type of GOOGLE_TYPES) state[type] = granted.includes(type) ? 'granted' : 'denied';
  state.security_storage = 'granted';
  return state;
}

const ALL_GRANTED = signals(...GOOGLE_TYPES);
const ALL_DENIED = signals();
/** What GPC leaves of "Accept all": every type but the advertising ones. */
const ALL_BUT_ADVERTISING = signals('analytics_storage', 'functionality_storage', 'personalization_storage');
const DEFAULTS = ['consent', 'default', { ...ALL_DENIED, wait_for_update: 500 }];
const update = (state: Record<string, Signal>) => ['consent', 'update', state];

/** The consent commands in the page's dataLayer now. */
async function consentCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as ConsentCommandsReader).__consentCommands());
}

/** The consent commands when the document had been parsed, before any module ran. */
async function consentAtParse(page: Page): Promise<unknown[][]> {
  await page.waitForFunction(() => '__consentAtParse' in window);
  return page.evaluate(() => (window as unknown as { __consentAtParse: unknown[][] }).__consentAtParse);
}

/** What the Google tag's stand-in found in dataLayer when it ran (`watch` serves it). */
async function googleTagSaw(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __googleTagSaw: unknown[] }).__googleTagSaw);
}

/** Every command in dataLayer now, as arrays; anything that is not a command marked so. */
async function dataLayerNow(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : { notACommand: entry },
    ),
  );
}

/** The consent commands a gated script found when it ran (`watch` serves it). */
async function consentAtLoad(page: Page, global: string): Promise<unknown[][]> {
  return page.evaluate(
    (name) => (window as unknown as Record<string, { consentAtLoad: unknown[][] }>)[name]!.consentAtLoad,
    global,
  );
}

test('gb: nothing optional before a choice; Accept all loads each script once and events reach the collector', async ({
  page,
  context,
}) => {
  const seen = await watch(page);
  await page.goto('/gb');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('analyse how the site is used and personalise ads');
  await hydrated(page);
  expect(seen.tracking()).toEqual([]);
  // Google Consent Mode: the denied defaults were there before any module ran, and nothing else is
  // until the visitor answers.
  expect(await consentAtParse(page)).toEqual([DEFAULTS]);
  expect(await consentCommands(page)).toEqual([DEFAULTS]);
  // Every cookie before a choice must be an essential one (today the site sets none at all).
  expect((await cookieNames(context)).filter((name) => !ESSENTIAL_COOKIES.includes(name))).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(BANNER_SHIFT_LIMIT);
  await expectAxeClean(page);

  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/consent'));
  const collected = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/collect') && (request.postData() ?? '').includes('EXPERIMENT_STARTED'),
  );
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await recorded).status()).toBe(201);
  await collected;
  await expect.poll(() => [CHAT, PIXEL, SOCIAL].map((url) => seen.scriptCount(url))).toEqual([1, 1, 1]);
  expect(
    await page.evaluate(() => typeof (window as unknown as { LiveChatWidget?: object }).LiveChatWidget),
  ).toBe('object');
  // Accept all granted every type, and each tag found the defaults and that update when it ran.
  expect(await consentCommands(page)).toEqual([DEFAULTS, update(ALL_GRANTED)]);
  for (const global of ['LiveChatWidget', 'adPixel', 'FB']) {
    expect(await consentAtLoad(page, global), global).toEqual([DEFAULTS, update(ALL_GRANTED)]);
  }
  expect((await consentCookie(context))?.value).toMatch(/^1\.\d+\.fad\.[A-Za-z0-9_-]{16,64}$/);
  expect(await cookieNames(context)).toEqual(expect.arrayContaining(TRACKING_COOKIES));

  // A client-side navigation keeps the page: nothing loads twice.
  const marker = await page.evaluate(
    () => ((window as unknown as { __page: number }).__page = Math.random()),
  );
  await page.locator('footer').getByRole('link').first().click();
  await networkQuiet(page);
  expect(await page.evaluate(() => (window as unknown as { __page?: number }).__page)).toBe(marker);
  expect([CHAT, PIXEL, SOCIAL].map((url) => seen.scriptCount(url))).toEqual([1, 1, 1]);
  await expect(banner(page)).toBeHidden();
  expect(await consentCommands(page), 'a client navigation repeats nothing').toEqual([
    DEFAULTS,
    update(ALL_GRANTED),
  ]);
});

test('us: Reject all loads nothing; a change of mind applies without a reload, and back', async ({
  page,
  context,
}) => {
  const seen = await watch(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('analyze traffic and personalize ads');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(async () => (await consentCookie(context))?.value).toMatch(/^1\.\d+\.-\./);
  await networkQuiet(page);
  expect(seen.tracking()).toEqual([]);
  expect(await consentAtParse(page)).toEqual([DEFAULTS]);
  expect(await consentCommands(page)).toEqual([DEFAULTS, update(ALL_DENIED)]);
  expect((await cookieNames(context)).filter((name) => TRACKING_COOKIES.includes(name))).toEqual([]);

  const marker = await page.evaluate(
    () => ((window as unknown as { __page: number }).__page = Math.random()),
  );
  // The footer's "Cookie preferences" is a button, reached and pressed with the keyboard.
  const reopen = page.getByRole('button', { name: 'Cookie preferences' });
  await reopen.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Essential' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Essential' })).toBeChecked();
  await dialog.getByRole('switch', { name: 'Functional' }).check();
  await dialog.getByRole('switch', { name: 'Analytics' }).check();
  const collected = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/collect') && (request.postData() ?? '').includes('EXPERIMENT_STARTED'),
  );
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog).toBeHidden();
  await collected;
  await expect.poll(() => seen.scriptCount(CHAT)).toBe(1);
  expect(seen.scriptCount(PIXEL) + seen.scriptCount(SOCIAL)).toBe(0);
  // Google Analytics 4 needs Analytics only: the change of mind loads it, without a reload.
  await expect.poll(() => seen.scriptCount(GOOGLE_TAG)).toBe(1);
  await expect.poll(() => cookieNames(context)).toEqual(expect.arrayContaining(TRACKING_COOKIES));
  expect((await consentCookie(context))?.value).toMatch(/^1\.\d+\.fa\./);
  const functionalAndAnalytics = signals(
    'analytics_storage',
    'functionality_storage',
    'personalization_storage',
  );
  expect(await consentCommands(page)).toEqual([DEFAULTS, update(ALL_DENIED), update(functionalAndAnalytics)]);
  expect(await consentAtLoad(page, 'LiveChatWidget')).toEqual([
    DEFAULTS,
    update(ALL_DENIED),
    update(functionalAndAnalytics),
  ]);

  // Withdrawn again: the first-party tracking cookies go, nothing new is sent, and no reload happened.
  await reopen.click();
  await dialog.getByRole('button', { name: 'Reject all' }).click();
  await expect
    .poll(async () => (await cookieNames(context)).filter((name) => TRACKING_COOKIES.includes(name)))
    .toEqual([]);
  const sentBefore = seen.collectBodies().length;
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await networkQuiet(page);
  expect(seen.collectBodies().length).toBe(sentBefore);
  expect(await page.evaluate(() => (window as unknown as { __page?: number }).__page)).toBe(marker);
  expect(seen.scriptCount(CHAT)).toBe(1);
  expect(await consentCommands(page)).toEqual([
    DEFAULTS,
    update(ALL_DENIED),
    update(functionalAndAnalytics),
    update(ALL_DENIED),
  ]);
});

test('GPC: Accept all grants everything except Advertising', async ({ page, context }) => {
  await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const seen = await watch(page);
  await page.goto('/gb');
  await expect(banner(page)).toContainText('Global Privacy Control');
  expect(await consentAtParse(page)).toEqual([DEFAULTS]);
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/consent'));
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  expect(await (await recorded).json()).toMatchObject({ gpc: true, advertising: false });
  await expect.poll(() => seen.scriptCount(CHAT)).toBe(1);
  expect((await consentCookie(context))?.value).toMatch(/^1\.\d+\.fa\./);
  // Google tags are told the same: the advertising types stay denied after Accept all.
  expect(await consentCommands(page)).toEqual([DEFAULTS, update(ALL_BUT_ADVERTISING)]);
  expect(await consentAtLoad(page, 'LiveChatWidget')).toEqual([DEFAULTS, update(ALL_BUT_ADVERTISING)]);
  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog.getByRole('switch', { name: 'Advertising' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Advertising' })).not.toBeChecked();
  await expect(dialog).toContainText('Global Privacy Control');
  await page.keyboard.press('Escape');
  await networkQuiet(page);
  expect(seen.scriptCount(PIXEL) + seen.scriptCount(SOCIAL)).toBe(0);

  // The next page reads the stored choice ("fa" and no advertising) and the signal in its first
  // script: the same update, before any module and any tag.
  await page.reload();
  expect(await consentAtParse(page)).toEqual([DEFAULTS, update(ALL_BUT_ADVERTISING)]);
});

test('a stored choice reaches Google tags before any tag loads, and is not told twice', async ({
  page,
  context,
  baseURL,
}) => {
  const seen = await watch(page);
  // Functional and Analytics chosen on an earlier visit (the cookie app/consent/consent-cookie.ts writes).
  const decided = Math.floor(Date.now() / 1000) - 3600;
  await context.addCookies([
    { name: 'sl_consent', value: `1.${decided}.fa.StoredAnonymousId001`, url: baseURL ?? '' },
  ]);
  await page.goto('/gb');
  const stored = update(signals('analytics_storage', 'functionality_storage', 'personalization_storage'));
  expect(await consentAtParse(page)).toEqual([DEFAULTS, stored]);
  await hydrated(page);
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => seen.scriptCount(CHAT)).toBe(1);
  expect(await consentAtLoad(page, 'LiveChatWidget')).toEqual([DEFAULTS, stored]);
  expect(await consentCommands(page)).toEqual([DEFAULTS, stored]);
  expect(seen.scriptCount(PIXEL) + seen.scriptCount(SOCIAL)).toBe(0);
});

test('Google tag (GOOGLE_TAG_ID): not before a choice; Accept all loads it once, after the consent commands', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const seen = await watch(page);
  const response = await page.goto('/gb');
  // A shared page's policy: hashes and 'strict-dynamic', gtag.js's origin, and where GA4 sends.
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(
    /script-src 'sha256-[^;]*'strict-dynamic'[^;]* https:\/\/www\.googletagmanager\.com/,
  );
  expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.analytics\.google\.com/);
  await expect(banner(page)).toBeVisible();
  await hydrated(page);
  await networkQuiet(page);
  expect(seen.scriptCount(GOOGLE_TAG)).toBe(0);
  expect(seen.tracking()).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => seen.scriptCount(GOOGLE_TAG)).toBe(1);
  await page.waitForFunction(() => '__googleTagSaw' in window);
  const js = ['js', expect.any(Date)];
  const config = ['config', E2E_GOOGLE_TAG_ID];
  // What the tag found when it ran: the denied defaults, the update Accept all granted, then the
  // commands the loader pushed for it, all of them gtag() commands (arguments objects).
  const saw = await googleTagSaw(page);
  console.log(`the Google tag saw: ${JSON.stringify(saw)}`);
  expect(saw).toEqual([DEFAULTS, update(ALL_GRANTED), js, config]);
  expect(await dataLayerNow(page)).toEqual([DEFAULTS, update(ALL_GRANTED), js, config]);
  expect(
    await page.evaluate(
      () => typeof (window as unknown as { google_tag_manager?: object }).google_tag_manager,
    ),
  ).toBe('object');

  // A client-side navigation neither loads it again nor repeats its commands.
  await page.locator('footer').getByRole('link').first().click();
  await networkQuiet(page);
  expect(seen.scriptCount(GOOGLE_TAG)).toBe(1);
  expect(await dataLayerNow(page)).toEqual([DEFAULTS, update(ALL_GRANTED), js, config]);
  console.log(
    `requests to googletagmanager: ${JSON.stringify(seen.requests.map((request) => request.url()).filter((url) => url.includes('googletagmanager')))}`,
  );
  expect(await violations()).toEqual([]);
});

test('Google tag (GOOGLE_TAG_ID): never requested after Reject all, on this page or the next', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const seen = await watch(page);
  await page.goto('/gb');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await networkQuiet(page);
  await page.reload();
  await hydrated(page);
  await networkQuiet(page);
  expect(seen.scriptCount(GOOGLE_TAG)).toBe(0);
  expect(seen.requests.filter((request) => request.url().includes('googletagmanager'))).toEqual([]);
  expect(await page.evaluate(() => '__googleTagSaw' in window)).toBe(false);
  // The next page's head script told the stored refusal; no js or config command was pushed.
  expect(await dataLayerNow(page)).toEqual([DEFAULTS, update(ALL_DENIED)]);
  expect(await violations()).toEqual([]);
});

test('au: the banner and the dialog are keyboard usable and axe-clean; Escape gives focus back', async ({
  page,
}) => {
  await watch(page);
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/au');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('personalise');
  // On a phone the banner is a compact bottom sheet: most of the first screen stays visible.
  const sheet = await banner(page).boundingBox();
  expect(sheet && sheet.y + sheet.height).toBeCloseTo(667, 0);
  expect(sheet?.height).toBeLessThan(667 * 0.45);
  // Right after the skip link: the banner's buttons are early in the tab order.
  const preferences = banner(page).getByRole('button', { name: 'Preferences' });
  for (
    let presses = 0;
    presses < 6 && !(await preferences.evaluate((node) => node === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(preferences).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Closed without a choice: the banner is back, and nothing was decided.
  await expect(banner(page)).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(BANNER_SHIFT_LIMIT);
});

test('video embeds wait for consent: watch on YouTube, or allow embeds and play', async ({
  page,
  context,
}) => {
  const seen = await watch(page);
  await page.goto('/gb/how-it-works');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('button', { name: /^Play video: Watch a manager build/ }).click();
  // The play button opens the video modal, which asks first: focus on its close button, then the gate.
  const video = page.getByRole('dialog', { name: /^Watch a manager build/ });
  await expect(video.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  const watchOnYoutube = video.getByRole('link', { name: /Watch on YouTube/ });
  await expect(watchOnYoutube).toBeFocused();
  await expect(watchOnYoutube).toHaveAttribute('href', 'https://www.youtube.com/watch?v=SLtour2min0');
  expect(seen.tracking()).toEqual([]);
  await video.getByRole('button', { name: 'Allow video embeds and play' }).click();
  await expect(
    video.locator('iframe[src^="https://www.youtube-nocookie.com/embed/SLtour2min0"]'),
  ).toBeVisible();
  expect((await consentCookie(context))?.value).toMatch(/^1\.\d+\.fd\./);
});
