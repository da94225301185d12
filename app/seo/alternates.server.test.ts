import { describe, expect, it, vi } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { REGION_LOCALES } from '../regions/region';
import { alternatesFor, loadPageIndex } from './alternates.server';
import { buildPageIndex } from './page-index.server';
import { fakeClient, rawStory, story } from './test-support';

overrideConfig({ LOG_LEVEL: 'silent' });

const ORIGIN = 'https://www.example.com';

const seed = () => [
  rawStory('us/home'),
  rawStory('gb/home'),
  rawStory('au/home'),
  rawStory('us/pricing'),
  rawStory('gb/pricing'),
  rawStory('us/error-page', 'error_page'),
  rawStory('gb/error-page', 'error_page'),
  rawStory('gb/draft', 'page', null),
  rawStory('au/only-in-au'),
  rawStory('settings/redirects', 'redirects'),
  ...Array.from({ length: 120 }, (_, i) =>
    rawStory(`gb/blog/post-${String(i).padStart(3, '0')}`, 'blog_post'),
  ),
];

describe('loading the page index', () => {
  it('lists every story in one listing of all folders, in pages of 100, and keeps only region pages', async () => {
    const client = fakeClient(seed());
    const index = await loadPageIndex(client);
    expect(index.ok).toBe(true);
    // 126 stories: two pages, however many regions there are.
    expect(client.calls.map((call) => [call.starts_with, call.page, call.per_page])).toEqual([
      [undefined, 1, 100],
      [undefined, 2, 100],
    ]);
    if (!index.ok) throw new Error(index.message);
    expect(index.value.has('settings/redirects')).toBe(false);
    expect(index.value.get('only-in-au')?.map((version) => version.path)).toEqual(['/au/only-in-au']);
  });

  it('leaves out the error page and unpublished stories; keeps every page of a long listing', async () => {
    const index = await loadPageIndex(fakeClient(seed()));
    if (!index.ok) throw new Error(index.message);
    expect(index.value.has('error-page')).toBe(false);
    expect(index.value.has('draft')).toBe(false);
    expect(index.value.get('blog/post-119')?.map((version) => version.path)).toEqual(['/gb/blog/post-119']);
    expect(index.value.get('blog/page/10')?.map((version) => version.path)).toEqual(['/gb/blog/page/10']);
  });

  it('is built once per content cache version', async () => {
    const stories = seed();
    const client = fakeClient(stories);
    const first = await loadPageIndex(client);
    const again = await loadPageIndex(client);
    expect(again).toBe(first);
    expect(client.calls).toHaveLength(2);
    stories.push(rawStory('us/just-published')); // a publish
    client.cv = 2;
    // The first page after it does not wait: it gets the previous index while the new one loads.
    const during = await loadPageIndex(client);
    expect(during).toEqual(first);
    expect(client.calls).toHaveLength(4);
    await vi.waitFor(async () => {
      const after = await loadPageIndex(client);
      expect(after.ok && after.value.has('just-published')).toBe(true);
    });
    expect(client.calls).toHaveLength(4);
  });

  it('is unavailable when the content service cannot answer, unless an earlier index loaded', async () => {
    const down = fakeClient(seed());
    down.failing = true;
    expect(await loadPageIndex(down)).toMatchObject({ ok: false, failure: 'unavailable' });

    const flaky = fakeClient(seed());
    const good = await loadPageIndex(flaky);
    flaky.cv = 3;
    flaky.failing = true;
    expect(await loadPageIndex(flaky)).toEqual(good);
  });
});

describe('hreflang alternates', () => {
  const index = buildPageIndex({
    us: [story('us/home'), story('us/pricing')],
    gb: [story('gb/home'), story('gb/pricing'), story('gb/rota-guide')],
    au: [story('au/home'), story('au/rota-guide')],
  });

  it('name every regional version with an absolute URL, and x-default the us version', () => {
    expect(alternatesFor(index, 'home', ORIGIN)).toEqual([
      { hreflang: 'en-US', href: 'https://www.example.com/' },
      { hreflang: 'en-GB', href: 'https://www.example.com/gb' },
      { hreflang: 'en-AU', href: 'https://www.example.com/au' },
      { hreflang: 'x-default', href: 'https://www.example.com/' },
    ]);
    expect(alternatesFor(index, 'pricing', ORIGIN).at(-1)).toEqual({
      hreflang: 'x-default',
      href: 'https://www.example.com/pricing',
    });
  });

  it('point x-default at the first version when there is no us one', () => {
    expect(alternatesFor(index, 'rota-guide', ORIGIN)).toEqual([
      { hreflang: 'en-GB', href: 'https://www.example.com/gb/rota-guide' },
      { hreflang: 'en-AU', href: 'https://www.example.com/au/rota-guide' },
      { hreflang: 'x-default', href: 'https://www.example.com/gb/rota-guide' },
    ]);
  });

  it('are empty for a page that exists nowhere', () => {
    expect(alternatesFor(index, 'nowhere', ORIGIN)).toEqual([]);
  });

  it('use the region locales of the site as hreflang values', () => {
    expect(Object.values(REGION_LOCALES).sort()).toEqual(['en-AU', 'en-GB', 'en-US']);
  });
});
