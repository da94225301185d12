// @vitest-environment jsdom
// Managing stories in the editor app, against a stand-in of its API: a new story (its slug
// suggested and checked), a duplicate in another region, a rename and move with the redirect it
// offers (appended to settings/redirects, saved with If-Match and published), and a deletion.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { byText, click, inDialog, json, settle, type } from './test-dom';

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const PAGE = {
  id: 41,
  uuid: 'u41',
  name: 'Shift swaps',
  slug: 'shift-swaps',
  full_slug: 'gb/shift-swaps',
  published_at: null,
  updated_at: '2026-11-01T00:00:00.000Z',
  content: { _uid: 'root41', component: 'page', title: 'Shift swaps', body: [] },
};
const REDIRECTS = {
  id: 900000,
  uuid: 'r',
  name: 'Redirects',
  slug: 'redirects',
  full_slug: 'settings/redirects',
  published_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  content: {
    _uid: 'rr',
    component: 'redirects',
    rules: [{ _uid: 'r1', component: 'redirect_rule', from: '/old-pricing', to: '/pricing', status: 301 }],
  },
};

function entry(story: { id: number; name: string; slug: string; full_slug: string }, folder = false) {
  return {
    id: story.id,
    uuid: `u${story.id}`,
    name: story.name,
    slug: story.slug,
    full_slug: story.full_slug,
    is_folder: folder,
    component: folder ? null : 'page',
    published: false,
    unpublished_changes: false,
  };
}

const FOLDERS = [
  entry({ id: 1, name: 'United States', slug: 'us', full_slug: 'us' }, true),
  entry({ id: 2, name: 'United Kingdom', slug: 'gb', full_slug: 'gb' }, true),
  entry({ id: 3, name: 'Guides', slug: 'guides', full_slug: 'gb/guides' }, true),
];

let calls: Call[];
let page: typeof PAGE;
/** The rules the redirects story holds in a test. */
let redirectRules: unknown[];
let root: Root | undefined;
let container: HTMLDivElement;

async function fakeApi(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://127.0.0.1:3330');
  const method = init.method ?? 'GET';
  const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
  calls.push({ method, path: `${url.pathname}${url.search}`, headers, body });
  const path = url.pathname.replace('/editor/api', '');
  const view = (story: unknown, etag: string, status = 200) =>
    // Published as it is: the redirects story has no changes in progress.
    json(status, { story, published: (story as { content?: unknown }).content ?? null, etag }, { etag });
  if (path === '/session') return json(200, { user: 'ed' });
  if (path === '/stories' && method === 'GET') {
    const all = [...FOLDERS, entry(page), entry(REDIRECTS)];
    const search = url.searchParams.get('search') ?? '';
    return json(200, { stories: all.filter((story) => story.full_slug.includes(search)) });
  }
  if (path === '/stories' && method === 'POST') {
    const { name, slug, parent } = body as { name: string; slug: string; parent: string };
    return view({ ...PAGE, id: 77, name, slug, full_slug: `${parent}/${slug}` }, '"n1"', 201);
  }
  if (path === '/components') {
    return json(200, {
      components: [
        { name: 'blog_post', display_name: 'Blog post' },
        { name: 'page', display_name: 'Page' },
      ],
    });
  }
  if (path === '/regions') {
    return json(200, {
      regions: [
        { code: 'us', name: 'United States' },
        { code: 'gb', name: 'United Kingdom' },
        { code: 'au', name: 'Australia' },
      ],
    });
  }
  if (path === `/stories/${page.id}` && method === 'GET') return view(page, '"p1"');
  if (path === `/stories/${page.id}` && method === 'PUT') {
    page = { ...page, name: (body as { story: { name: string } }).story.name };
    return view(page, '"p2"');
  }
  if (path === `/stories/${page.id}` && method === 'DELETE') return new Response(null, { status: 204 });
  if (path === `/stories/${page.id}/move`) {
    const fullSlug = (body as { full_slug: string }).full_slug;
    const from = `/${page.full_slug}`;
    page = { ...page, full_slug: fullSlug, slug: fullSlug.split('/').at(-1) ?? '' };
    return json(200, { story: page, published: null, etag: '"p3"', redirect: { from, to: `/${fullSlug}` } });
  }
  if (path === `/stories/${page.id}/duplicate`) {
    const region = (body as { region: string }).region;
    return view({ ...page, id: 88, full_slug: `${region}/shift-swaps` }, '"d1"', 201);
  }
  if (path === '/stories/77' || path === '/stories/88')
    return view({ ...PAGE, id: Number(path.slice(9)) }, '"x"');
  if (path === `/stories/${REDIRECTS.id}` && method === 'GET') {
    return view({ ...REDIRECTS, content: { ...REDIRECTS.content, rules: redirectRules } }, '"r1"');
  }
  if (path === `/stories/${REDIRECTS.id}` && method === 'PUT') {
    return view({ ...REDIRECTS, content: (body as { story: { content: unknown } }).story.content }, '"r2"');
  }
  if (path === `/stories/${REDIRECTS.id}/publish`) return view(REDIRECTS, '"r3"');
  if (path === '/preview-link')
    return json(200, {
      url: 'http://127.0.0.1:3320/',
      origin: 'http://127.0.0.1:3320',
      spaceId: 1,
      page: true,
    });
  if (path.endsWith('/versions')) return json(200, { versions: [] });
  return json(404, { error: `Not found: ${method} ${path}` });
}

async function render(at: string) {
  window.history.replaceState(null, '', at);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<App />));
  await settle(300);
}

const writes = () => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame'],
  });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  calls = [];
  page = { ...PAGE };
  redirectRules = REDIRECTS.content.rules;
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  vi.stubGlobal(
    'confirm',
    vi.fn(() => true),
  );
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('managing stories', () => {
  it('creates a story with a suggested, checked slug and opens it', async () => {
    await render('/editor/');
    await click(byText('button', 'New story'));
    await settle();
    expect(document.querySelector('dialog h2')?.textContent).toBe('New story');
    const where = inDialog<HTMLSelectElement>('Region or folder');
    expect([...where.options].map((option) => option.value)).toEqual(['us', 'gb', 'gb/guides']);
    expect(where.value).toBe('us');
    // Opened on Cancel while the fields loaded; the first field has the focus once they are there.
    expect(document.activeElement).toBe(where);
    expect(inDialog<HTMLSelectElement>('Page type').value).toBe('page');
    await type(where, 'gb/guides');
    await type(inDialog('Name'), 'Night Shifts & Pay');
    expect(inDialog<HTMLInputElement>('Slug').value).toBe('night-shifts-pay');

    // A slug typed by hand is checked, and nothing is sent while it is wrong.
    await type(inDialog('Slug'), 'Night Shifts');
    expect(inDialog('Slug').getAttribute('aria-invalid')).toBe('true');
    await click(byText('button', 'Create story'));
    await settle();
    expect(writes()).toEqual([]);
    await type(inDialog('Slug'), 'night-shifts');
    expect(inDialog('Slug').getAttribute('aria-invalid')).toBeNull();
    await click(byText('button', 'Create story'));
    await settle(300);
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        path: '/editor/api/stories',
        body: { name: 'Night Shifts & Pay', slug: 'night-shifts', component: 'page', parent: 'gb/guides' },
      },
    ]);
    expect(window.location.pathname).toBe('/editor/stories/77');
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('says what the service refused when creating', async () => {
    await render('/editor/');
    await click(byText('button', 'New story'));
    await settle();
    vi.mocked(fetch).mockImplementationOnce(async () => json(409, { error: 'The slug us/x is taken.' }));
    await type(inDialog('Name'), 'X');
    await click(byText('button', 'Create story'));
    await settle();
    expect(document.querySelector('dialog [role="alert"]')?.textContent).toBe('The slug us/x is taken.');
  });

  it('duplicates a story to another region and opens the copy', async () => {
    await render(`/editor/stories/${PAGE.id}`);
    await click(byText('button', 'Duplicate to…'));
    await settle();
    const region = inDialog<HTMLSelectElement>('Copy to region');
    expect([...region.options].map((option) => option.value)).toEqual(['us', 'au']);
    await type(region, 'au');
    await click(byText('dialog button', 'Duplicate'));
    await settle(300);
    expect(writes()).toMatchObject([
      { method: 'POST', path: `/editor/api/stories/${PAGE.id}/duplicate`, body: { region: 'au' } },
    ]);
    expect(window.location.pathname).toBe('/editor/stories/88');
  });

  it('renames and moves a story, then adds the redirect it suggests', async () => {
    await render(`/editor/stories/${PAGE.id}`);
    await click(byText('button', 'Rename or move'));
    await settle();
    await type(inDialog('Name'), 'Swapping shifts');
    await type(inDialog('Full slug'), 'gb/guides/Swap');
    expect(inDialog('Full slug').getAttribute('aria-invalid')).toBe('true');
    await type(inDialog('Full slug'), 'gb/guides/swapping-shifts');
    await click(byText('dialog button', 'Rename or move'));
    await settle();
    expect(writes()).toMatchObject([
      {
        method: 'PUT',
        path: `/editor/api/stories/${PAGE.id}`,
        headers: { 'if-match': '"p1"' },
        body: { story: { name: 'Swapping shifts', content: { component: 'page', title: 'Shift swaps' } } },
      },
      {
        method: 'POST',
        path: `/editor/api/stories/${PAGE.id}/move`,
        headers: { 'if-match': '"p2"' },
        body: { full_slug: 'gb/guides/swapping-shifts' },
      },
    ]);
    expect(document.querySelector('h1')?.textContent).toBe('Swapping shifts');

    calls = [];
    await click(byText('dialog button', 'Add a redirect from /gb/shift-swaps to /gb/guides/swapping-shifts'));
    await settle();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      path: `/editor/api/stories/${REDIRECTS.id}`,
      headers: { 'if-match': '"r1"' },
    });
    const rules = (put?.body as { story: { content: { rules: unknown[] } } }).story.content.rules;
    expect(rules).toHaveLength(2);
    expect(rules[1]).toMatchObject({
      component: 'redirect_rule',
      from: '/gb/shift-swaps',
      to: '/gb/guides/swapping-shifts',
      status: 301,
    });
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/editor/api/stories/${REDIRECTS.id}/publish`,
      headers: { 'if-match': '"r2"' },
    });
    expect(document.querySelector('dialog [role="status"]')?.textContent).toBe(
      'Redirect from /gb/shift-swaps to /gb/guides/swapping-shifts added and published.',
    );
    await click(byText('dialog button', 'Close'));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('leads a rule to the old address on to the new one when adding the redirect, and says so', async () => {
    redirectRules = [
      ...REDIRECTS.content.rules,
      { _uid: 'r2', component: 'redirect_rule', from: '/gb/swaps', to: '/gb/shift-swaps', status: 301 },
    ];
    await render(`/editor/stories/${PAGE.id}`);
    await click(byText('button', 'Rename or move'));
    await settle();
    await type(inDialog('Full slug'), 'gb/guides/swapping-shifts');
    await click(byText('dialog button', 'Rename or move'));
    await settle();
    expect(document.querySelector('dialog')?.textContent).toContain(
      'The rule from /gb/swaps to /gb/shift-swaps will send visitors to /gb/guides/swapping-shifts instead, so there is no chain of redirects.',
    );
    // The form and its focused button are gone: the focus is on what was done, inside the dialog.
    expect(document.activeElement?.textContent).toMatch(/^Moved to /);
    calls = [];
    await click(byText('dialog button', 'Add a redirect from /gb/shift-swaps to /gb/guides/swapping-shifts'));
    await settle();
    const put = calls.find((call) => call.method === 'PUT');
    expect((put?.body as { story: { content: { rules: unknown[] } } }).story.content.rules).toEqual([
      REDIRECTS.content.rules[0],
      {
        _uid: 'r2',
        component: 'redirect_rule',
        from: '/gb/swaps',
        to: '/gb/guides/swapping-shifts',
        status: 301,
      },
      expect.objectContaining({ from: '/gb/shift-swaps', to: '/gb/guides/swapping-shifts' }),
    ]);
    expect(document.querySelector('dialog [role="status"]')?.textContent).toBe(
      'Redirect from /gb/shift-swaps to /gb/guides/swapping-shifts added and published. The rule from /gb/swaps now sends visitors to /gb/guides/swapping-shifts (it sent them to /gb/shift-swaps), so there is no chain of redirects.',
    );
  });

  it('offers no redirect that would loop, and says why', async () => {
    redirectRules = [
      {
        _uid: 'r3',
        component: 'redirect_rule',
        from: '/gb/guides/swapping-shifts',
        to: '/gb/shift-swaps',
        status: 301,
      },
    ];
    await render(`/editor/stories/${PAGE.id}`);
    await click(byText('button', 'Rename or move'));
    await settle();
    await type(inDialog('Full slug'), 'gb/guides/swapping-shifts');
    await click(byText('dialog button', 'Rename or move'));
    await settle();
    expect(document.querySelector('dialog [role="status"]')?.textContent).toBe(
      'No redirect is added. A rule already sends /gb/guides/swapping-shifts to /gb/shift-swaps: with a redirect from /gb/shift-swaps to /gb/guides/swapping-shifts as well, visitors would go round in a loop. Change or remove that rule in settings/redirects first.',
    );
    expect([...document.querySelectorAll('dialog button')].map((button) => button.textContent)).toEqual([
      'Close',
    ]);
    expect(writes().map((call) => call.path)).toEqual([`/editor/api/stories/${PAGE.id}/move`]);
  });

  it('asks before deleting, naming the story, and goes back to the list', async () => {
    await render(`/editor/stories/${PAGE.id}`);
    await click(byText('.toolbar button', 'Delete'));
    await settle();
    expect(document.querySelector('dialog h2')?.textContent).toBe('Delete “Shift swaps”?');
    expect(document.activeElement?.textContent).toBe('Cancel');
    await click(byText('dialog button', 'Cancel'));
    expect(writes()).toEqual([]);
    await click(byText('.toolbar button', 'Delete'));
    await settle();
    await click(byText('dialog button', 'Delete story'));
    await settle(300);
    expect(writes()).toMatchObject([
      { method: 'DELETE', path: `/editor/api/stories/${PAGE.id}`, headers: { 'if-match': '"p1"' } },
    ]);
    expect(window.location.pathname).toBe('/editor/');
    expect(document.querySelector('#story [role="status"]')?.textContent).toBe('The story was deleted.');
    expect(document.activeElement?.id).toBe('story');
  });
});
