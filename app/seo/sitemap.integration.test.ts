// The crawler files as their routes answer them, over the seed content served by the real content
// service (started on an ephemeral port over a copy of content/).
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { startContentService, type RunningContentService } from '../../content-service/server';
import { makeTempDir, removeDir, serviceOptions } from '../../content-service/test-support';
import { BLOG_PAGE_SIZE } from '../content/collections.server';
import { pathForFullSlug } from '../content/links';
import { isValidRoute, matchSiteRoute } from '../navigation/route-table';
import { loader as robotsLoader } from '../routes/robots';
import { loader as sitemapIndexLoader } from '../routes/sitemap-index';
import { loader as movedSitemapLoader } from '../routes/sitemap-moved';
import { loader as regionSitemapLoader } from '../routes/sitemap-region';

// storyblok-js-client keeps cache versions per token in module state: one token per test run.
const TOKEN = `seo-test-${process.pid}-${Date.now()}`;
const SEED = path.resolve(import.meta.dirname, '../../content');

let service: RunningContentService;
let contentDir: string;

interface SeedStory {
  full_slug: string;
  published_at: string | null;
  content: { component: string };
}

async function seedStories(region: string): Promise<SeedStory[]> {
  const files = await readdir(path.join(SEED, region), { recursive: true });
  const stories = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(path.join(SEED, region, file), 'utf8')) as SeedStory),
  );
  return stories;
}

beforeAll(async () => {
  contentDir = await makeTempDir('seo-content-');
  await cp(SEED, contentDir, { recursive: true });
  service = await startContentService(serviceOptions(contentDir, { publicToken: TOKEN }));
});
// After the hook above: the service's address is known once it has started.
overrideConfig(() => ({ CONTENT_API_URL: `${service.url}/v2`, CONTENT_TOKEN: TOKEN, LOG_LEVEL: 'silent' }));

afterAll(async () => {
  await service?.close();
  await removeDir(contentDir);
});

const get = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as never;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

describe('/sitemap-gb.xml over the seed content', () => {
  it('lists every published gb page once, at its canonical address, with its alternates', async () => {
    const response = await regionSitemapLoader(get('https://www.example.com/sitemap-gb.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await response.text();

    const published = (await seedStories('gb')).filter((story) => story.published_at !== null);
    const posts = published.filter((story) => story.content.component === 'blog_post').length;
    const expected = [
      ...published
        .map((story) => ({ story, path: pathForFullSlug(story.full_slug) }))
        // The error page is not a page of its own; stories at addresses no §2 route serves
        // (glossary terms, region settings) are not pages either.
        .filter(({ story, path }) => {
          const match = matchSiteRoute(path);
          return (
            story.full_slug !== 'gb/error-page' && match.route.kind !== 'not-found' && isValidRoute(match)
          );
        })
        .map(({ path }) => path),
      ...Array.from({ length: Math.ceil(posts / BLOG_PAGE_SIZE) - 1 }, (_, i) => `/gb/blog/page/${i + 2}`),
    ].map((sitePath) => `https://www.example.com${sitePath}`);

    const listed = locs(xml);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(expected.sort());
    expect(listed).not.toContain('https://www.example.com/gb/blog/draft-upcoming-feature');

    for (const entry of xml.split('<url>').slice(1)) {
      const loc = locs(entry)[0];
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-GB" href="${loc}"/>`);
      expect(entry).toMatch(
        /<xhtml:link rel="alternate" hreflang="x-default" href="https:\/\/www\.example\.com\/[^"]*"\/>/,
      );
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    }
    const home = xml.split('<url>').find((entry) => entry.includes('<loc>https://www.example.com/gb</loc>'));
    expect(home).toContain('hreflang="en-US" href="https://www.example.com/"');
    expect(home).toContain('hreflang="en-AU" href="https://www.example.com/au"');
    expect(home).toContain('hreflang="x-default" href="https://www.example.com/"');
  });

  it('gives us pages their unprefixed addresses', async () => {
    const xml = await (await regionSitemapLoader(get('https://www.example.com/sitemap-us.xml'))).text();
    expect(locs(xml)).toContain('https://www.example.com/');
    expect(locs(xml)).toContain('https://www.example.com/blog');
    expect(locs(xml).some((loc) => loc.startsWith('https://www.example.com/us'))).toBe(false);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('answer with the index and the robots rules for the request origin', async () => {
    const index = await sitemapIndexLoader(get('http://localhost:3000/sitemap.xml'));
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(locs(await index.text())).toEqual([
      'http://localhost:3000/sitemap-us.xml',
      'http://localhost:3000/sitemap-gb.xml',
      'http://localhost:3000/sitemap-au.xml',
    ]);

    const robots = robotsLoader(get('http://localhost:3000/robots.txt'));
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await robots.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('the old region sitemap addresses', () => {
  it('answer a permanent redirect to the region sitemap at the root', async () => {
    for (const region of ['us', 'gb', 'au']) {
      const response = movedSitemapLoader(get(`http://localhost:3000/${region}/sitemap.xml`));
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`http://localhost:3000/sitemap-${region}.xml`);
    }
    expect(movedSitemapLoader(get('http://localhost:3000/fr/sitemap.xml')).status).toBe(404);
  });
});
