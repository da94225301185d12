// @vitest-environment jsdom
// Folders in the editor app, against a stand-in of its API: the tree's folder actions (named after
// the folder, reachable as buttons), a new folder, a rename and move with the folder's redirect,
// a move into itself caught before sending, and a deletion refused while the folder holds stories.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { byText, click, inDialog, json, settle, type } from './test-dom';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

interface Entry {
  id: number;
  name: string;
  full_slug: string;
  is_folder: boolean;
}

const REDIRECTS = {
  id: 900000,
  uuid: 'r',
  name: 'Redirects',
  slug: 'redirects',
  full_slug: 'settings/redirects',
  published_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  content: { _uid: 'rr', component: 'redirects', rules: [] as unknown[] },
};

let calls: Call[];
let entries: Entry[];
let root: Root | undefined;
let container: HTMLDivElement;

function listed(entry: Entry) {
  return {
    ...entry,
    uuid: `u${entry.id}`,
    slug: entry.full_slug.split('/').at(-1) ?? '',
    component: entry.is_folder ? null : 'page',
    published: !entry.is_folder,
    unpublished_changes: false,
    updated_at: '2026-11-01T00:00:00.000Z',
  };
}

async function fakeApi(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://127.0.0.1:3330');
  const method = init.method ?? 'GET';
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
  calls.push({ method, path: `${url.pathname}${url.search}`, body });
  const path = url.pathname.replace('/editor/api', '');
  if (path === '/session') return json(200, { user: 'ed' });
  if (path === '/stories' && method === 'GET') {
    const search = url.searchParams.get('search') ?? '';
    return json(200, { stories: entries.filter((entry) => entry.full_slug.includes(search)).map(listed) });
  }
  if (path === '/regions') {
    return json(200, {
      regions: [
        { code: 'us', name: 'United States' },
        { code: 'gb', name: 'United Kingdom' },
      ],
    });
  }
  if (path === '/folders' && method === 'POST') {
    const { name, slug, parent } = body as { name: string; slug: string; parent: string };
    const fullSlug = `${parent}/${slug}`;
    if (entries.some((entry) => entry.full_slug === fullSlug)) {
      return json(409, { error: `A folder with full_slug "${fullSlug}" already exists` });
    }
    const folder = { id: 500 + entries.length, name, full_slug: fullSlug, is_folder: true };
    entries.push(folder);
    return json(201, { folder: listed(folder) });
  }
  if (path === '/folders/move') {
    const { from, to, name } = body as { from: string; to: string; name?: string };
    const moved = entries
      .filter((entry) => !entry.is_folder && entry.full_slug.startsWith(`${from}/`))
      .map((entry) => ({
        id: entry.id,
        name: entry.name,
        from: entry.full_slug,
        to: `${to}${entry.full_slug.slice(from.length)}`,
        published: true,
      }));
    entries = entries.map((entry) =>
      entry.full_slug === from || entry.full_slug.startsWith(`${from}/`)
        ? {
            ...entry,
            full_slug: `${to}${entry.full_slug.slice(from.length)}`,
            name: entry.full_slug === from && name ? name : entry.name,
          }
        : entry,
    );
    const folder = entries.find((entry) => entry.full_slug === to && entry.is_folder);
    return json(200, {
      folder: folder && listed(folder),
      moved,
      redirect: moved.length > 0 ? { from: `/${from.slice(3)}/*`, to: `/${to.slice(3)}/*` } : null,
    });
  }
  if (path === '/folders' && method === 'DELETE') {
    const fullSlug = url.searchParams.get('full_slug') ?? '';
    const held = entries.filter((entry) => !entry.is_folder && entry.full_slug.startsWith(`${fullSlug}/`));
    if (held.length > 0) {
      return json(409, {
        error: `The folder "${fullSlug}" holds ${held.length} story: move or delete it first`,
        stories: held.length,
      });
    }
    entries = entries.filter((entry) => entry.full_slug !== fullSlug);
    return new Response(null, { status: 204 });
  }
  // Published as it is: the redirects story has no changes in progress.
  const view = (story: unknown, etag: string) =>
    json(200, { story, published: (story as { content?: unknown }).content ?? null, etag });
  if (path === `/stories/${REDIRECTS.id}` && method === 'GET') return view(REDIRECTS, '"r1"');
  if (path === `/stories/${REDIRECTS.id}` && method === 'PUT') {
    return view({ ...REDIRECTS, content: (body as { story: { content: unknown } }).story.content }, '"r2"');
  }
  if (path === `/stories/${REDIRECTS.id}/publish`) return view(REDIRECTS, '"r3"');
  return json(404, { error: `Not found: ${method} ${path}` });
}

async function render() {
  window.history.replaceState(null, '', '/editor/');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<App />));
  await settle(300);
}

function byLabel(label: string): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!found) throw new Error(`no button labelled ${label}`);
  return found;
}

const writes = () => calls.filter((call) => call.method !== 'GET');
const treeStatus = () =>
  [...document.querySelectorAll('.story-tree > [role="status"]')]
    .map((status) => status.textContent)
    .join('|');

async function openFolderAction(folder: string, action: string) {
  await click(byLabel(`Folder actions for ${folder}`));
  await click(byText('.folder-menu button', action));
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame'],
  });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  calls = [];
  entries = [
    { id: 1, name: 'us', full_slug: 'us', is_folder: true },
    { id: 2, name: 'gb', full_slug: 'gb', is_folder: true },
    { id: 3, name: 'Guides', full_slug: 'us/guides', is_folder: true },
    { id: 41, name: 'Rotas', full_slug: 'us/guides/rotas', is_folder: false },
    { id: 4, name: 'settings', full_slug: 'settings', is_folder: true },
    { id: REDIRECTS.id, name: 'Redirects', full_slug: 'settings/redirects', is_folder: false },
  ];
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('folders in the tree', () => {
  it('offers each folder’s actions behind a button named after it', async () => {
    await render();
    const toggle = byLabel('Folder actions for Guides');
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const group = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(group?.getAttribute('aria-label')).toBe('Actions for Guides');
    expect([...(group?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual([
      'New folder in Guides',
      'Rename or move folder Guides',
      'Delete folder Guides',
    ]);
    // A region takes new folders only; a folder outside the regions has no actions.
    await click(byLabel('Folder actions for us'));
    expect(
      [...document.querySelectorAll('[aria-label="Actions for us"] button')].map(
        (button) => button.textContent,
      ),
    ).toEqual(['New folder in us']);
    expect(document.querySelector('button[aria-label="Folder actions for settings"]')).toBeNull();
  });

  it('makes a folder where it was asked for, with a slug from its name, and shows it empty', async () => {
    await render();
    await openFolderAction('Guides', 'New folder in Guides');
    expect(document.querySelector('dialog h2')?.textContent).toBe('New folder');
    const where = inDialog<HTMLSelectElement>('In region or folder');
    expect([...where.options].map((option) => option.value)).toEqual(['us', 'gb', 'us/guides']);
    expect(where.value).toBe('us/guides');
    await type(inDialog('Name'), 'Night Shifts');
    expect(inDialog<HTMLInputElement>('Slug').value).toBe('night-shifts');
    await type(inDialog('Slug'), 'Night');
    await click(byText('dialog button', 'Create folder'));
    expect(writes()).toEqual([]);
    await type(inDialog('Slug'), 'night-shifts');
    await click(byText('dialog button', 'Create folder'));
    await settle(300);
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/editor/api/folders',
        body: { name: 'Night Shifts', slug: 'night-shifts', parent: 'us/guides' },
      },
    ]);
    expect(document.querySelector('dialog')).toBeNull();
    expect(treeStatus()).toContain('Folder “Night Shifts” made in /us/guides.');
    expect(byText('.folder-empty', /Night Shifts/).textContent).toBe('Night Shifts (empty)');
  });

  it('says a taken slug in the dialog', async () => {
    await render();
    await openFolderAction('us', 'New folder in us');
    await type(inDialog('Name'), 'Guides');
    await click(byText('dialog button', 'Create folder'));
    await settle();
    expect(document.querySelector('dialog [role="alert"]')?.textContent).toBe(
      'A folder with full_slug "us/guides" already exists',
    );
  });

  it('renames and moves a folder with its stories, then adds its one redirect', async () => {
    await render();
    await openFolderAction('Guides', 'Rename or move folder Guides');
    expect(document.querySelector('dialog h2')?.textContent).toBe('Rename or move folder');
    await type(inDialog('Name'), 'Help');
    await type(inDialog('Full slug'), 'us/guides/help');
    expect(inDialog('Full slug').getAttribute('aria-invalid')).toBe('true');
    await click(byText('dialog button', 'Rename or move folder'));
    expect(writes()).toEqual([]);
    await type(inDialog('Full slug'), 'us/help');
    await click(byText('dialog button', 'Rename or move folder'));
    await settle();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/editor/api/folders/move',
        body: { from: 'us/guides', to: 'us/help', name: 'Help' },
      },
    ]);
    expect(document.querySelector('dialog')?.textContent).toContain(
      'Renamed the folder “Help” and moved it to /us/help with 1 story.',
    );
    calls = [];
    await click(byText('dialog button', 'Add a redirect from /guides/* to /help/*'));
    await settle();
    const put = calls.find((call) => call.method === 'PUT');
    expect((put?.body as { story: { content: { rules: unknown[] } } }).story.content.rules).toEqual([
      expect.objectContaining({ component: 'redirect_rule', from: '/guides/*', to: '/help/*', status: 301 }),
    ]);
    expect(document.querySelector('dialog [role="status"]')?.textContent).toBe(
      'Redirect from /guides/* to /help/* added and published.',
    );
    await click(byText('dialog button', 'Close'));
    await settle(300);
    expect(treeStatus()).toContain('Folder “Help” moved to /us/help with 1 story.');
    expect(document.querySelector('button[aria-label="Folder actions for Help"]')).not.toBeNull();
  });

  it('asks before deleting, says a refusal, and deletes an empty folder', async () => {
    await render();
    await openFolderAction('Guides', 'Delete folder Guides');
    expect(document.querySelector('dialog h2')?.textContent).toBe('Delete the folder “Guides”?');
    expect(document.activeElement?.textContent).toBe('Cancel');
    await click(byText('dialog button', 'Delete folder'));
    await settle();
    expect(document.querySelector('dialog [role="alert"]')?.textContent).toBe(
      'The folder "us/guides" holds 1 story: move or delete it first',
    );
    await click(byText('dialog button', 'Cancel'));

    entries = entries.filter((entry) => entry.full_slug !== 'us/guides/rotas');
    await openFolderAction('Guides', 'Delete folder Guides');
    await click(byText('dialog button', 'Delete folder'));
    await settle(300);
    expect(writes().at(-1)).toEqual({
      method: 'DELETE',
      path: '/editor/api/folders?full_slug=us%2Fguides',
      body: undefined,
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect(treeStatus()).toContain('Folder “Guides” deleted.');
    expect(document.querySelector('button[aria-label="Folder actions for Guides"]')).toBeNull();
  });
});
