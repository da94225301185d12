// The regional versions of every page (hreflang alternates), read from the content service once
// per content cache version: a publish changes the version, and the next request rebuilds.
import { config } from '../../config/index';
import { contentClient, type ContentClient } from '../content/client.server';
import { reshapeStory, type Loaded, type Story } from '../content/stories.server';
import { logger } from '../logging/logger.server';
import { contentSlug, DEFAULT_REGION, REGION_LOCALES, REGIONS, type Region } from '../regions/region';
import { buildPageIndex, type PageIndex } from './page-index.server';

export type Hreflang = 'en-US' | 'en-GB' | 'en-AU' | 'x-default';

export interface Alternate {
  hreflang: Hreflang;
  href: string;
}

/** The content service's maximum page size. */
const LISTING_PAGE_SIZE = 100;

/**
 * Every published story, in one listing of all folders: after a publish every instance reads it
 * again, and at the client's 5 requests a second each request counts (all folders in 4 pages of
 * the seed's 330 stories, where a listing per region took 6).
 */
async function everyStory(client: ContentClient): Promise<unknown[]> {
  const listing = (page: number) =>
    client.getStories({
      // A fixed order keeps pages from overlapping while the listing is read.
      sort_by: 'full_slug:asc',
      per_page: LISTING_PAGE_SIZE,
      page,
    });
  const first = await listing(1);
  const pages = Math.ceil(first.total / first.perPage);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => listing(i + 2)));
  return [first, ...rest].flatMap((answer) => answer.stories);
}

/** The stories of one region folder that the site can show. */
function regionStories(all: readonly unknown[], region: Region, errorPage: string): Story[] {
  const stories: Story[] = [];
  for (const raw of all) {
    const fullSlug = String((raw as { full_slug?: unknown } | null)?.full_slug);
    if (!fullSlug.startsWith(`${region}/`)) continue;
    // The error page and a region's settings (navigation, footer) are content, not pages.
    if (fullSlug === errorPage || fullSlug.startsWith(`${region}/settings/`)) continue;
    const story = reshapeStory(raw);
    // A story the site cannot show is not a page: its own route answers 404 and logs why.
    if (!story.ok) logger.debug('Content story left out of the page index:', story.message);
    else if (story.value.publishedAt !== null) stories.push(story.value);
  }
  return stories;
}

async function fetchPageIndex(client: ContentClient): Promise<Loaded<PageIndex>> {
  const errorPageSlug = config().site.errorPageSlug;
  try {
    const all = await everyStory(client);
    const [us, gb, au] = REGIONS.map((region) =>
      regionStories(all, region, contentSlug(region, errorPageSlug)),
    );
    return { ok: true, value: buildPageIndex({ us: us ?? [], gb: gb ?? [], au: au ?? [] }) };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Unknown error';
    return { ok: false, failure: 'unavailable', message };
  }
}

interface Memo {
  cacheVersion: number;
  index: Promise<Loaded<PageIndex>>;
  /** Set once `index` has loaded. */
  progress: { loaded: boolean };
}

const memos = new WeakMap<ContentClient, Memo>();
/** The last index that loaded, served while the content service cannot answer. */
const lastGood = new WeakMap<ContentClient, PageIndex>();

function staleOr(client: ContentClient, message: string): Loaded<PageIndex> {
  const previous = lastGood.get(client);
  if (!previous) return { ok: false, failure: 'unavailable', message };
  logger.warn('Content unavailable; using the previous page index:', message);
  return { ok: true, value: previous };
}

/**
 * The page index of the current content cache version. While the index of a new version loads
 * (after a publish), pages render with the previous one: it is four listing requests, which at the
 * content client's 5 requests a second would hold the first page after every publish for a second
 * more, for hreflang links that change only when a page is added or removed, and are right again
 * from the page's next render. The previous index is also served while the service is down.
 */
export async function loadPageIndex(client: ContentClient = contentClient()): Promise<Loaded<PageIndex>> {
  let cacheVersion: number;
  try {
    cacheVersion = await client.cacheVersion();
  } catch (error) {
    return staleOr(client, error instanceof Error ? error.message : 'Unknown error');
  }
  const memo = memos.get(client);
  const previous = lastGood.get(client);
  if (memo?.cacheVersion === cacheVersion) {
    return memo.progress.loaded || !previous ? memo.index : { ok: true, value: previous };
  }
  const progress = { loaded: false };
  const index: Promise<Loaded<PageIndex>> = fetchPageIndex(client).then((result) => {
    if (result.ok) {
      lastGood.set(client, result.value);
      progress.loaded = true;
      return result;
    }
    // A failed load is not remembered: the next request tries again.
    if (memos.get(client)?.index === index) memos.delete(client);
    return staleOr(client, result.message);
  });
  memos.set(client, { cacheVersion, index, progress });
  return previous ? { ok: true, value: previous } : index;
}

/**
 * Every regional version of a page as absolute hreflang links, plus x-default (the us version, or
 * the first that exists). Empty when the page exists nowhere.
 */
export function alternatesFor(index: PageIndex, regionNeutralPath: string, origin: string): Alternate[] {
  const versions = index.get(regionNeutralPath) ?? [];
  const fallback = versions.find((version) => version.region === DEFAULT_REGION) ?? versions[0];
  if (!fallback) return [];
  return [
    // REGION_LOCALES holds exactly these three BCP 47 tags (asserted in alternates.server.test.ts).
    ...versions.map((version) => ({
      hreflang: REGION_LOCALES[version.region] as Hreflang,
      href: `${origin}${version.path}`,
    })),
    { hreflang: 'x-default', href: `${origin}${fallback.path}` },
  ];
}
