// Dead #fragments in content links. The convention editors follow (docs/content-links.md): a link's
// fragment names a modal the site opens (modals/modal-links.ts), a content modal's `modal_id`, or a
// block's `anchor` on the page it links to. Anything else leads a visitor to the top of a page that
// does not have what the link promised, so it is logged, once per content version.
import { logger } from '../logging/logger.server';
import { SITE_MODAL_LINKS } from '../modals/modal-links';
import { contentClient, type ContentClient } from './client.server';
import { hrefOf, pathForFullSlug } from './links';

export interface RawStory {
  full_slug: string;
  content: unknown;
}

/** Ids every page has, whatever its content: the layout's main landmark (the skip link's target). */
const LAYOUT_IDS = ['main'];
const ID_FIELDS = ['anchor', 'modal_id'];

function walk(value: unknown, visit: (record: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    visit(record);
    for (const child of Object.values(record)) walk(child, visit);
  }
}

const isLink = (record: Record<string, unknown>) =>
  record.fieldtype === 'multilink' || (record.type === 'link' && Boolean(record.attrs));

/** The element ids a story's content gives its page. */
export function contentIds(content: unknown): Set<string> {
  const ids = new Set(LAYOUT_IDS);
  walk(content, (record) => {
    // A Storyblok link's own `anchor` is the fragment it points at, not an id of this page.
    if (isLink(record)) return;
    // Rich text's anchor mark gives its text an id.
    const markId = record.type === 'anchor' ? (record.attrs as { id?: unknown } | undefined)?.id : undefined;
    if (typeof markId === 'string' && markId.trim()) ids.add(markId.trim());
    for (const field of ID_FIELDS) {
      const id = record[field];
      if (typeof id === 'string' && id.trim()) ids.add(id.trim());
    }
  });
  return ids;
}

/** Site links with a fragment in a story's content: multilink fields and rich-text link marks. */
export function fragmentLinks(content: unknown): string[] {
  const found: string[] = [];
  walk(content, (record) => {
    if (!isLink(record)) return;
    const attrs = record.attrs as { href?: unknown; anchor?: unknown } | undefined;
    const href = hrefOf(record.type === 'link' ? { url: attrs?.href, anchor: attrs?.anchor } : record);
    if (href.includes('#') && (href.startsWith('/') || href.startsWith('#'))) found.push(href);
  });
  return found;
}

/** One line per link whose fragment names neither a modal nor an id on the page it leads to. */
export function deadFragments(stories: readonly RawStory[]): string[] {
  const idsByPath = new Map(
    stories.map((story) => [pathForFullSlug(story.full_slug), contentIds(story.content)]),
  );
  const modals = new Set<string>(SITE_MODAL_LINKS);
  const dead: string[] = [];
  for (const story of stories) {
    const page = pathForFullSlug(story.full_slug);
    for (const href of fragmentLinks(story.content)) {
      const [rawPath = '', fragment = ''] = href.split('#', 2);
      const path = rawPath.replace(/\?.*$/, '').replace(/(.)\/$/, '$1') || page;
      if (!fragment || modals.has(fragment) || idsByPath.get(path)?.has(fragment)) continue;
      dead.push(`${story.full_slug}: ${href} (no modal or element "${fragment}" on ${path})`);
    }
  }
  return dead;
}

async function everyStory(client: ContentClient): Promise<RawStory[]> {
  const stories: RawStory[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await client.getStories({ per_page: 100, page });
    stories.push(...(answer.stories as RawStory[]));
    if (answer.stories.length === 0 || stories.length >= answer.total) return stories;
  }
}

let checkedVersion: number | undefined;
let running: Promise<void> | undefined;
let scheduled: NodeJS.Timeout | undefined;

/**
 * How long after a page asks for it the check runs: it reads every story, which must not queue
 * ahead of the page's own requests under the content service's rate limit.
 */
export const FRAGMENT_CHECK_DELAY_MS = 5_000;

/** Runs the check below soon, in the background: a page never waits for it. */
export function scheduleFragmentCheck(): void {
  if (scheduled) return;
  scheduled = setTimeout(() => {
    scheduled = undefined;
    void checkFragmentsOncePerVersion();
  }, FRAGMENT_CHECK_DELAY_MS);
  // A process shutting down does not wait for it.
  scheduled.unref();
}

/** Checks every story's link fragments once per content version and logs each dead one. */
export function checkFragmentsOncePerVersion(client: ContentClient = contentClient()): Promise<void> {
  running ??= (async () => {
    try {
      const version = await client.cacheVersion();
      if (version === checkedVersion) return;
      const dead = deadFragments(await everyStory(client));
      checkedVersion = version;
      for (const line of dead) logger.warn(`Link to a missing fragment: ${line}`);
    } catch (error) {
      // The pages report an unavailable content service themselves; this check tries again later.
      logger.debug('Link fragment check skipped', error);
    } finally {
      running = undefined;
    }
  })();
  return running;
}
