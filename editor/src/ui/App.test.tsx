// @vitest-environment jsdom
// The editor app against a stand-in of its API: sign-in, the story tree, a story's generated form,
// edits sent to the preview frame as bridge `input` events (and a click in the preview selecting a
// block's form), adding, reordering and removing a block, field errors before saving, a save with
// If-Match, and the conflict a stale save gets. The real API and browser are the e2e test's
// (tests/e2e/editor.e2e.ts).
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { byText, click, json, settle, type } from './test-dom';

const HOME = JSON.parse(readFileSync('content/us/home.json', 'utf8')) as {
  id: number;
  name: string;
  full_slug: string;
  content: { component: string; body: { component: string; _uid: string; headline?: string }[] };
};
const SITE = 'http://127.0.0.1:3320';
const LINK = { url: `${SITE}/?_storyblok=${HOME.id}`, origin: SITE, spaceId: 287512, page: true };

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

let calls: Call[];
let signedIn: boolean;
let saveStatus: number;
let signOutStatus: number;
/** The stored draft, as saves leave it. */
let draft: unknown;
/** A save waits for this before it is answered (a save in flight while the editor types on). */
let savesHeld: Promise<void>;
let root: Root | undefined;
let container: HTMLDivElement;

async function fakeApi(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://127.0.0.1:3330');
  const method = init.method ?? 'GET';
  const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  calls.push({ method, path: `${url.pathname}${url.search}`, headers, body });
  const path = url.pathname.replace('/editor/api', '');
  if (path === '/session') {
    if (method === 'POST') {
      const credentials = body as { user?: string; password?: string };
      if (credentials.password !== 'right') return json(401, { error: 'Wrong token, name or password.' });
      signedIn = true;
      return json(200, { user: credentials.user });
    }
    if (method === 'DELETE') {
      if (signOutStatus !== 204) return json(signOutStatus, { error: 'The service is restarting.' });
      signedIn = false;
      return new Response(null, { status: 204 });
    }
    return signedIn ? json(200, { user: 'ed' }) : json(401, { error: 'Not signed in' });
  }
  if (!signedIn) return json(401, { error: 'Not signed in' });
  if (path === '/stories') {
    return json(200, {
      stories: [
        {
          id: 1,
          uuid: 'f',
          name: 'us',
          slug: 'us',
          full_slug: 'us',
          is_folder: true,
          component: null,
          published: false,
          unpublished_changes: false,
        },
        {
          id: HOME.id,
          uuid: 'h',
          name: 'Home',
          slug: 'home',
          full_slug: 'us/home',
          is_folder: false,
          component: 'page',
          published: true,
          unpublished_changes: false,
        },
        {
          id: 5,
          uuid: 'p',
          name: 'Pricing',
          slug: 'pricing',
          full_slug: 'us/pricing',
          is_folder: false,
          component: 'page',
          published: false,
          unpublished_changes: false,
        },
      ],
    });
  }
  if (path === `/stories/${HOME.id}` && method === 'GET') {
    return json(200, { story: HOME, published: HOME.content, etag: '"v1"' }, { etag: '"v1"' });
  }
  if (path === `/stories/${HOME.id}` && method === 'PUT') {
    if (saveStatus === 409)
      return json(409, { error: 'Someone saved this story after you opened it.', current: {} });
    await savesHeld;
    draft = (body as { story: { content: unknown } }).story.content;
    return json(
      200,
      { story: { ...HOME, content: draft }, published: HOME.content, etag: '"v2"' },
      { etag: '"v2"' },
    );
  }
  if (path === `/stories/${HOME.id}/publish` && method === 'POST') {
    return json(
      200,
      { story: { ...HOME, content: draft }, published: draft, etag: '"v3"' },
      { etag: '"v3"' },
    );
  }
  if (path === `/stories/${HOME.id}/unpublish` && method === 'POST') {
    return json(200, { story: { ...HOME, content: draft }, published: null, etag: '"v4"' }, { etag: '"v4"' });
  }
  // A story whose name is not text: rendering it fails (the error boundary's case).
  if (path === '/stories/5' && method === 'GET') {
    const broken = { ...HOME, id: 5, name: { not: 'text' }, full_slug: 'us/pricing' };
    return json(200, { story: broken, published: null, etag: '"p1"' }, { etag: '"p1"' });
  }
  if (path === '/preview-link') return json(200, LINK);
  if (path.endsWith('/versions')) return json(200, { versions: [] });
  return json(404, { error: `Not found: ${path}` });
}

async function render() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<App />));
}

function byLabel<T extends HTMLElement = HTMLElement>(label: string): T {
  const found = document.querySelector<T>(`[aria-label="${label}"]`);
  if (found) return found;
  const element = byText<HTMLLabelElement>('label', label);
  const control = element.htmlFor
    ? document.getElementById(element.htmlFor)
    : element.querySelector('input, select, textarea');
  if (!control) throw new Error(`no control labelled ${label}`);
  return control as T;
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame'],
  });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  calls = [];
  signedIn = false;
  saveStatus = 200;
  signOutStatus = 204;
  draft = HOME.content;
  savesHeld = Promise.resolve();
  vi.stubGlobal('fetch', vi.fn(fakeApi));
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/"/g, '\\"') });
  vi.stubGlobal(
    'confirm',
    vi.fn(() => true),
  );
  Element.prototype.scrollIntoView = vi.fn();
  window.history.replaceState(null, '', `/editor/stories/${HOME.id}`);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('the editor app', () => {
  it('signs in, refusing a wrong password first and clearing the error as the editor types', async () => {
    await render();
    await settle();
    await type(byLabel('Name'), 'ed');
    await type(byLabel('Password'), 'wrong');
    await click(byText('button', 'Sign in'));
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Wrong token, name or password.');
    expect(byLabel('Password').getAttribute('aria-invalid')).toBe('true');
    await type(byLabel('Password'), 'right');
    expect(document.querySelector('[role="alert"]')).toBeNull();
    await click(byText('button', 'Sign in'));
    await settle(300);
    expect(document.body.textContent).toContain('Signed in as ed');
    const post = calls.find((call) => call.method === 'POST' && call.path === '/editor/api/session');
    expect(post?.headers['x-editor-request']).toBe('1');
  });

  it('edits a story beside its preview, reorders and removes blocks, and saves with If-Match', async () => {
    signedIn = true;
    await render();
    await settle(300);
    expect(document.querySelector('h1')?.textContent).toBe('Home');
    // The tree shows the region with its stories, the open one marked.
    expect(document.querySelector('[aria-current="page"]')?.textContent).toContain('Home');

    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview of Home"]');
    expect(frame?.getAttribute('src')).toBe(LINK.url);
    const frameWindow = frame?.contentWindow;
    if (!frameWindow) throw new Error('no frame window');
    const sent: { message: unknown; origin: string }[] = [];
    frameWindow.postMessage = ((message: unknown, origin: string) =>
      sent.push({ message, origin })) as typeof frameWindow.postMessage;

    // The bridge says it listens: the editor sends the story as it has it.
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { bridge: 'listening', events: [] },
          origin: SITE,
          source: frameWindow,
        }),
      );
    });
    expect(sent.find((entry) => 'editorStandIn' in (entry.message as object))).toMatchObject({
      origin: SITE,
      message: { editorStandIn: { action: 'input', story: { id: HOME.id } } },
    });
    // A message from anywhere else is not listened to.
    const count = sent.length;
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { bridge: 'listening', events: [] },
          origin: 'http://evil.example',
          source: frameWindow,
        }),
      );
    });
    expect(sent.length).toBe(count);

    // Open the hero and type a headline: after a pause the preview gets it, markers and all.
    const hero = HOME.content.body[0]!;
    await click(byText('button', /^▸ Hero/));
    const headline = document.getElementById(`f-${hero._uid}-headline`) as HTMLInputElement;
    await type(headline, 'Typed, not saved');
    await settle(400);
    const input = sent.filter((entry) => 'editorStandIn' in (entry.message as object)).at(-1)?.message as {
      editorStandIn: { story: { content: { body: { headline?: string; _editable?: string }[] } } };
    };
    expect(input.editorStandIn.story.content.body[0]?.headline).toBe('Typed, not saved');
    expect(input.editorStandIn.story.content.body[0]?._editable).toContain(`"uid":"${hero._uid}"`);
    expect(document.body.textContent).toContain('Unsaved changes');

    // A click on a block in the preview selects its form, and the preview outlines it.
    const faq = HOME.content.body.find((block) => block.component === 'faq')!;
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { bridge: 'select', uid: faq._uid, storyId: HOME.id },
          origin: SITE,
          source: frameWindow,
        }),
      );
    });
    await settle(10);
    expect(document.querySelector(`[data-block-card="${faq._uid}"]`)?.className).toContain('selected');
    expect(
      document
        .querySelector(`[data-block-card="${faq._uid}"] [aria-expanded]`)
        ?.getAttribute('aria-expanded'),
    ).toBe('true');
    expect(sent.map((entry) => entry.message)).toContainEqual({
      editorHighlight: { blokUid: `${HOME.id}-${faq._uid}` },
    });

    // Add a divider at the end of the body, move it up, remove it.
    const names = () =>
      [...document.querySelectorAll('.root-form > .blocks-field > ol > li [data-block-heading] strong')].map(
        (element) => element.textContent,
      );
    const before = names();
    await type(byLabel<HTMLSelectElement>('Block to add to Body'), 'divider');
    await click(byText('button', 'Add block to Body'));
    await settle(20);
    expect(names()).toEqual([...before, 'Divider']);
    await click(byLabel('Move Divider up'));
    await settle(20);
    expect(names().at(-2)).toBe('Divider');
    await click(byLabel('Remove Divider'));
    await settle(20);
    expect(names()).toEqual(before);
    // The focus goes to the list's block choice, not past it to its Add button.
    expect(document.activeElement).toBe(byLabel('Block to add to Body'));

    // A value only the site's own schema refuses, in the site's words: a signup form's anchor.
    await type(byLabel<HTMLSelectElement>('Block to add to Body'), 'signup_form');
    await click(byText('button', 'Add block to Body'));
    await settle(20);
    const anchors = document.querySelectorAll<HTMLInputElement>('input[id$="-anchor"]');
    const anchor = anchors[anchors.length - 1];
    if (!anchor) throw new Error('no anchor field');
    await type(anchor, '1 bad');
    await click(byText('button', 'Save draft'));
    await settle(20);
    expect(document.getElementById(`${anchor.id}-error`)?.textContent).toBe(
      'Not an element id: the site leaves it empty.',
    );
    expect(anchor.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    const removeSignup = document.querySelector<HTMLButtonElement>(
      'button[aria-label^="Remove Signup form"]',
    );
    if (!removeSignup) throw new Error('no remove button for the signup form');
    await click(removeSignup);
    await settle(20);
    expect(names()).toEqual(before);

    // Clearing a required field: the error is shown and nothing is sent.
    await type(headline, '');
    await click(byText('button', 'Save draft'));
    await settle(20);
    expect(document.getElementById(`f-${hero._uid}-headline-error`)?.textContent).toBe(
      'Headline is required.',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // Saved with the version it was read at.
    await type(headline, 'Saved headline');
    await click(byText('button', 'Save draft'));
    await settle(20);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.headers['if-match']).toBe('"v1"');
    expect(
      (put?.body as { story: { content: { body: { headline?: string }[] } } }).story.content.body[0]
        ?.headline,
    ).toBe('Saved headline');
    expect(JSON.stringify(put?.body)).not.toContain('_editable');
    expect(document.body.textContent).toContain('Draft saved.');
    expect(sent.map((entry) => entry.message)).toContainEqual({
      editorStandIn: { action: 'change', storyId: HOME.id },
    });

    // Someone else saved meanwhile: the editor says so and offers to reload.
    saveStatus = 409;
    await type(headline, 'Another headline');
    await click(byText('button', 'Save draft'));
    await settle(20);
    expect(document.querySelector('.conflict')?.textContent).toContain(
      'Someone saved this story after you opened it.',
    );
    expect(byText('.conflict button', 'Reload')).toBeTruthy();
  });

  it('asks before leaving unsaved changes, but not when the open story is clicked again', async () => {
    signedIn = true;
    await render();
    await settle(300);
    const confirm = vi.mocked(window.confirm);
    const headline = await typeHeadline('Typed, not saved');
    await click(storyLink('Home'));
    await settle(20);
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockReturnValueOnce(false);
    await click(storyLink('Pricing'));
    await settle(20);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe(`/editor/stories/${HOME.id}`);
    expect(headline.isConnected).toBe(true);
    expect(headline.value).toBe('Typed, not saved');
  });

  it('asks before Back leaves unsaved changes, and puts the story back when told to stay', async () => {
    signedIn = true;
    await render();
    await settle(300);
    const confirm = vi.mocked(window.confirm);
    const headline = await typeHeadline('Typed, not saved');

    // Back: the browser is at the list's address already when it says so.
    confirm.mockReturnValueOnce(false);
    await back('/editor/');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe(`/editor/stories/${HOME.id}`);
    expect(headline.isConnected).toBe(true);
    expect(headline.value).toBe('Typed, not saved');

    // Back again, and leave: the list, and nothing is unsaved any more.
    await back('/editor/');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(document.querySelector('h1')?.textContent).toBe('Choose a story');
    await click(storyLink('Home'));
    await settle(300);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(document.querySelector('h1')?.textContent).toBe('Home');
  });

  it('asks to sign in again over the open story when the session ends, keeping its edits', async () => {
    signedIn = true;
    await render();
    await settle(300);
    const headline = await typeHeadline('Typed before the session ended');
    signedIn = false;
    await click(byText('button', 'Save draft'));
    await settle(20);
    const dialog = document.querySelector('dialog');
    expect(dialog?.textContent).toContain('Your session has ended.');
    expect(document.activeElement).toBe(byLabel('Name'));
    expect(headline.isConnected).toBe(true);
    await type(byLabel('Name'), 'ed');
    await type(byLabel('Password'), 'right');
    await click(byText('dialog button', 'Sign in'));
    await settle(300);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.body.textContent).toContain('Signed in as ed');
    expect(headline.value).toBe('Typed before the session ended');
    await click(byText('button', 'Save draft'));
    await settle(20);
    const put = calls.filter((call) => call.method === 'PUT').at(-1);
    expect(
      (put?.body as { story: { content: { body: { headline?: string }[] } } }).story.content.body[0]
        ?.headline,
    ).toBe('Typed before the session ended');
    expect(document.body.textContent).toContain('Draft saved.');
  });

  it('stays signed in when signing out fails, and says so', async () => {
    signedIn = true;
    await render();
    await settle(300);
    signOutStatus = 503;
    await click(byText('button', 'Sign out'));
    await settle(20);
    expect(byText('[role="alert"]', 'Signing out failed; try again.')).toBeTruthy();
    expect(document.body.textContent).toContain('Signed in as ed');
    signOutStatus = 204;
    await click(byText('button', 'Sign out'));
    await settle(20);
    expect(byText('button', 'Sign in')).toBeTruthy();
  });

  it('shows a story that fails to render as a message beside a working list', async () => {
    signedIn = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await render();
    await settle(300);
    await click(storyLink('Pricing'));
    await settle(300);
    expect(document.querySelector('.story-area [role="alert"]')?.textContent).toContain(
      'This story could not be shown.',
    );
    expect(byText('.story-area button', 'Reload')).toBeTruthy();
    await click(storyLink('Home'));
    await settle(300);
    expect(document.querySelector('h1')?.textContent).toBe('Home');
    logged.mockRestore();
  });
});

describe('edits made while the service answers', () => {
  function holdSaves(): () => void {
    let release = () => {};
    savesHeld = new Promise((resolve) => {
      release = resolve;
    });
    return release;
  }

  function sentHeadlines(method: string, path: string): (string | undefined)[] {
    return calls
      .filter((call) => call.method === method && call.path.endsWith(path))
      .map(
        (call) =>
          (call.body as { story: { content: { body: { headline?: string }[] } } } | undefined)?.story.content
            .body[0]?.headline,
      );
  }

  it('keeps what is typed while a save is in flight, unsaved', async () => {
    signedIn = true;
    await render();
    await settle(300);
    const headline = await typeHeadline('Sent');
    const release = holdSaves();
    await click(byText('button', 'Save draft'));
    await settle(20);
    await type(headline, 'Typed while saving');
    release();
    await settle(20);
    expect(sentHeadlines('PUT', `/stories/${HOME.id}`)).toEqual(['Sent']);
    expect(headline.value).toBe('Typed while saving');
    expect(document.body.textContent).toContain('Draft saved.');
    expect(document.querySelector('.story-state')?.textContent).toBe('Unsaved changes');
    expect(byText<HTMLButtonElement>('button', 'Save draft').disabled).toBe(false);
  });

  it('keeps what is typed while Publish saves and publishes', async () => {
    signedIn = true;
    await render();
    await settle(300);
    const headline = await typeHeadline('Published headline');
    const release = holdSaves();
    await click(byText('button', 'Publish'));
    await settle(20);
    await type(headline, 'Typed while publishing');
    release();
    await settle(20);
    expect(calls.some((call) => call.path.endsWith('/publish'))).toBe(true);
    expect(headline.value).toBe('Typed while publishing');
    expect(document.querySelector('.story-state')?.textContent).toBe('Unsaved changes');
  });

  it('unpublishes without touching the form', async () => {
    signedIn = true;
    await render();
    await settle(300);
    const headline = await typeHeadline('Not saved yet');
    await click(byText('button', 'Unpublish'));
    await settle(20);
    expect(document.body.textContent).toContain('Unpublished: the page is no longer on the live site.');
    expect(headline.value).toBe('Not saved yet');
    expect(document.querySelector('.story-state')?.textContent).toBe('Unsaved changes');
    expect(byText<HTMLButtonElement>('button', 'Unpublish').disabled).toBe(true);
    // The next save names the version the unpublish made.
    await click(byText('button', 'Save draft'));
    await settle(20);
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.headers['if-match']).toBe('"v4"');
  });
});

function storyLink(name: string): HTMLAnchorElement {
  return byText<HTMLAnchorElement>('a.story-link', new RegExp(`^${name}`));
}

async function typeHeadline(text: string): Promise<HTMLInputElement> {
  const hero = HOME.content.body[0]!;
  await click(byText('button', /^▸ Hero/));
  const headline = document.getElementById(`f-${hero._uid}-headline`) as HTMLInputElement;
  await type(headline, text);
  return headline;
}

/** What the browser does on Back: the address changes first, then popstate. */
async function back(to: string) {
  await act(async () => {
    window.history.replaceState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await settle(300);
}
