// `npm run screenshots`: builds if needed, starts the production site and its content service on
// spare ports (as the e2e tests and the benchmark do), and writes full-page PNGs of one page of
// every type at 375 and 1280 px into var/screenshots/. It also lists what looks broken on each
// page (failed requests, script errors, images that did not load, sideways scrolling), so a
// look at the pictures starts from a list. SCREENSHOT_PORT picks the site port (content: +10);
// paths after `--` (npm run screenshots -- /reviews /au/start-free) replace the usual list.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startSite } from '../bench/servers';
import { hydrated } from '../tests/e2e/hydration';
import { BUILD_DIR, buildIfNeeded } from './build-if-needed';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { pagesAt, SCREENSHOT_PAGES, SCREENSHOT_WIDTHS, type ScreenshotPage } from './screenshot-pages';

const OUTPUT_DIR = path.join('var', 'screenshots');

/** A port nothing listens on right now (the OS picks it). */
function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The first visit's cookie banner would cover the foot of every picture: decline and go on. Each
 * shot is a fresh visit, so the banner comes (after hydration, once the consent manager is ready).
 */
async function dismissConsent(tab: Page): Promise<void> {
  const reject = tab.getByRole('button', { name: 'Reject all' });
  await reject.waitFor({ state: 'visible', timeout: 20_000 });
  // By keyboard: a click would leave the mouse where the banner was, hovering whatever is below.
  await reject.press('Enter');
  await reject.waitFor({ state: 'detached' });
}

/** Loads every image now (lazy ones included), so the full-page picture has them all. */
async function loadAllImages(tab: Page): Promise<void> {
  await tab.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) {
      (image as HTMLImageElement).loading = 'eager';
    }
  });
  await tab.waitForFunction(() => [...document.images].every((image) => image.complete));
  await tab.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Images that failed, and elements that stick out sideways (a page that scrolls left-right). */
function layoutProblems(tab: Page): Promise<string[]> {
  return tab.evaluate(() => {
    const problems = [...document.images]
      .filter((image) => image.naturalWidth === 0)
      .map((image) => `image did not load: ${image.currentSrc || image.src}`);
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      problems.push(
        `scrolls sideways (${document.documentElement.scrollWidth} > ${width}): ${wide.join(', ')}`,
      );
    }
    return problems;
  });
}

async function shoot(browser: Browser, url: string, page: ScreenshotPage, width: number): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  // tsx compiles this file with esbuild's keepNames, which wraps named functions in __name(...);
  // the functions Playwright sends to the page carry those calls, so the page gets a no-op one.
  await context.addInitScript('globalThis.__name = (target) => target;');
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
  tab.on('console', (message) => {
    // Failed loads are listed from their responses, with their addresses.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  tab.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== url) {
      problems.push(`${response.status()} for ${response.url()}`);
    }
  });
  try {
    const response = await tab.goto(url);
    if (response?.status() !== page.status) {
      problems.push(`answered ${response?.status() ?? 'nothing'}, expected ${page.status}`);
    }
    await hydrated(tab);
    await dismissConsent(tab);
    await loadAllImages(tab);
    problems.push(...(await layoutProblems(tab)));
    const file = path.join(OUTPUT_DIR, `${page.name}-${width}.png`);
    await tab.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  } catch (error) {
    problems.push(`no screenshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await context.close();
  }
  return problems;
}

async function main(): Promise<void> {
  buildIfNeeded();
  const chosen = Number(process.env.SCREENSHOT_PORT) || 0;
  const port = chosen || (await sparePort());
  const contentPort = chosen ? chosen + 10 : await sparePort();
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const old of readdirSync(OUTPUT_DIR).filter((name) => name.endsWith('.png'))) {
    rmSync(path.join(OUTPUT_DIR, old));
  }

  const site = await startSite({ port, contentPort, pageCache: true, buildDir: BUILD_DIR });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  let failed = 0;
  try {
    const asked = process.argv.slice(2);
    for (const page of asked.length > 0 ? pagesAt(asked) : SCREENSHOT_PAGES) {
      const url = `${site.origin}${await page.path(`http://127.0.0.1:${contentPort}`)}`;
      for (const width of SCREENSHOT_WIDTHS) {
        const started = Date.now();
        const problems = await shoot(browser, url, page, width);
        if (problems.some((problem) => problem.startsWith('no screenshot'))) failed += 1;
        const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
        console.log(
          `${problems.length === 0 ? 'ok  ' : 'LOOK'} ${page.name}-${width}.png  ${url}  (${took})`,
        );
        for (const problem of [...new Set(problems)]) console.log(`       ${problem}`);
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(`\nScreenshots in ${OUTPUT_DIR}/`);
  if (failed > 0) process.exitCode = 1;
}

await main();
