// The site as a crawler sees it, from each region's home page: every sitemap page is reachable in at
// most three clicks (header, footer or the page itself), every internal link answers 200 and every
// #fragment names an element of the page it leads to (which is also how a modal link works without
// JavaScript). Pages are fetched as HTML and read with the browser's own parser. The three regions
// are crawled in one test with one reader: every page links to its other regions' versions (the
// region switcher), so separate crawls fetched and read most pages three times.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const MAX_CLICKS = 3;
const HOMES = { us: '/', gb: '/gb', au: '/au' } as const;
type Region = keyof typeof HOMES;

interface PageFacts {
  status: number;
  links: string[];
  ids: Set<string>;
}

function inRegion(path: string, region: Region): boolean {
  const first = path.split('/')[1] ?? '';
  return region === 'us' ? first !== 'gb' && first !== 'au' : first === region;
}

/** Fetches pages once each, and reads their links and element ids with DOMParser. */
function pageReader(request: APIRequestContext, page: Page, origin: string) {
  const facts = new Map<string, Promise<PageFacts>>();
  return (path: string): Promise<PageFacts> => {
    let known = facts.get(path);
    if (!known) {
      known = (async () => {
        const answer = await request.get(path, { maxRedirects: 0, timeout: 60_000 });
        const html = answer.headers()['content-type']?.includes('text/html') ? await answer.text() : '';
        const parsed = await page.evaluate(
          ({ html, origin, path }) => {
            const doc = new DOMParser().parseFromString(html, 'text/html');
            const links = [...doc.querySelectorAll('a[href]')]
              .map((anchor) => new URL(anchor.getAttribute('href') ?? '', origin + path))
              .filter((url) => url.origin === origin && !url.pathname.startsWith('/media/'))
              .map((url) => url.pathname + url.search + url.hash);
            const ids = [...doc.querySelectorAll('[id]')].map((element) => element.id);
            return { links, ids };
          },
          { html, origin, path },
        );
        return { status: answer.status(), links: parsed.links, ids: new Set(parsed.ids) };
      })();
      facts.set(path, known);
    }
    return known;
  };
}

/** Every page the sitemaps list, as paths. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const paths: string[] = [];
  for (const [, location = ''] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sitemap = await (await request.get(new URL(location).pathname)).text();
    for (const [, page = ''] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(page).pathname);
  }
  return [...new Set(paths)];
}

test(`every region: every sitemap page within ${MAX_CLICKS} clicks of home, every link 200, every fragment found`, async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL ?? '').origin;
  const read = pageReader(request, page, origin);
  const sitemap = await sitemapPaths(request);
  const linksSeen = new Set<string>();

  for (const region of Object.keys(HOMES) as Region[]) {
    const clicks = new Map<string, number>([[HOMES[region], 0]]);
    let frontier: string[] = [HOMES[region]];
    for (let depth = 0; depth < MAX_CLICKS; depth += 1) {
      const next: string[] = [];
      // A few at a time: the site renders each page once, and this machine is shared.
      for (let start = 0; start < frontier.length; start += 4) {
        const batch = await Promise.all(frontier.slice(start, start + 4).map((path) => read(path)));
        for (const facts of batch) {
          for (const link of facts.links) {
            linksSeen.add(link);
            const path = link.replace(/[?#].*$/, '');
            if (!path || clicks.has(path) || !inRegion(path, region)) continue;
            clicks.set(path, depth + 1);
            next.push(path);
          }
        }
      }
      frontier = next;
    }

    const unreached = sitemap.filter((path) => inRegion(path, region) && !clicks.has(path));
    expect.soft(unreached, `${region}: sitemap pages more than three clicks from home`).toEqual([]);
  }

  const broken: string[] = [];
  const deadFragments: string[] = [];
  const targets = [...linksSeen];
  for (let start = 0; start < targets.length; start += 4) {
    await Promise.all(
      targets.slice(start, start + 4).map(async (link) => {
        const [pathAndQuery = '', fragment] = link.split('#', 2);
        const facts = await read(pathAndQuery);
        if (facts.status !== 200) broken.push(`${link} answered ${facts.status}`);
        else if (fragment && !facts.ids.has(fragment)) deadFragments.push(link);
      }),
    );
  }
  expect(broken, 'internal links that do not answer 200').toEqual([]);
  expect(deadFragments, 'links to an element their page does not have').toEqual([]);
});
