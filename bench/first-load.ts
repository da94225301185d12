// The bytes of a page's first load: its HTML, the scripts and stylesheets the HTML names
// (html-assets.ts) and the scripts the browser fetched until the network went quiet after load
// (the chunks hydration imports: content blocks, for one), each fetched once and gzipped at the
// default level (what the site's compression sends), the biggest scripts first.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium';
import { extractPageAssets } from './html-assets';
import type { AssetSize, BenchPage, FirstLoadFigure } from './types';

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function sizes(urls: readonly string[], cache: Map<string, AssetSize>): Promise<AssetSize[]> {
  const measured: AssetSize[] = [];
  for (const url of urls) {
    let size = cache.get(url);
    if (!size) {
      const bytes = await fetchBytes(url);
      size = { url, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
      cache.set(url, size);
    }
    measured.push(size);
  }
  return measured;
}

const total = (assets: readonly AssetSize[]) => assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);

export function launchBrowser(chromePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    args: [...CHROMIUM_FLAGS],
  });
}

/** Every script the page fetched from its load until the network was idle (hydration done). */
async function scriptsLoadedInBrowser(browser: Browser, pageUrl: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const scripts = new Set<string>();
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.add(response.url());
    });
    await tab.goto(pageUrl, { waitUntil: 'networkidle' });
    return [...scripts];
  } finally {
    await context.close();
  }
}

export async function measureFirstLoad(
  page: BenchPage,
  origin: string,
  html: string,
  cache: Map<string, AssetSize>,
  browser: Browser | undefined,
): Promise<FirstLoadFigure> {
  const pageUrl = `${origin}${page.path}`;
  const assets = extractPageAssets(html, pageUrl);
  const loaded = browser ? await scriptsLoadedInBrowser(browser, pageUrl) : [];
  const scripts = await sizes([...new Set([...assets.scripts, ...loaded])], cache);
  const styles = await sizes(assets.styles, cache);
  return {
    kind: page.kind,
    path: page.path,
    htmlGzipBytes: gzipSync(html).length,
    jsGzipBytes: total(scripts),
    cssGzipBytes: total(styles),
    measuredInBrowser: browser !== undefined,
    scripts: scripts
      .map((script) => ({ ...script, url: script.url.replace(origin, '') }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
