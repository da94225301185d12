// @vitest-environment jsdom
// The bridge inside the preview: the editor's messages become Storyblok Bridge events, only from
// the parent window and its origin; a click on a block is reported to the editor; the block the
// editor selects is outlined.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBridge, type BridgeWindow } from './bridge';

const EDITOR = 'http://127.0.0.1:3100';

/** A window framed by the editor: `parent` is another window that records what it is sent. */
function framedWindow() {
  const win = window as BridgeWindow;
  const sent: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => sent.push({ message, origin }) };
  vi.spyOn(win, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  return { win, parent, sent };
}

function fromWindow(source: unknown, data: unknown, origin = EDITOR) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

beforeEach(() => {
  document.body.innerHTML = `
    <main>
      <section data-blok-uid="100000-aaaa-1111" data-blok-c="{}"><h1>Hero</h1>
        <a href="/pricing" id="link">Pricing</a>
        <div data-blok-uid="100000-bbbb-2222" data-blok-c="{}"><span id="inner">Button</span></div>
      </section>
      <p id="outside">Not a block</p>
    </main>`;
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as BridgeWindow).StoryblokBridge;
});

describe('the bridge script', () => {
  it('defines window.StoryblokBridge and says to the editor that it listens', () => {
    const { win, sent } = framedWindow();
    installBridge(win);
    const Bridge = win.StoryblokBridge;
    expect(Bridge).toBeTypeOf('function');
    new Bridge!({ resolveRelations: ['blog_post.related_posts'] }).on(
      ['input', 'change', 'published'],
      () => {},
    );
    expect(sent.at(-1)?.message).toEqual({
      bridge: 'listening',
      events: ['input', 'change', 'published'],
      options: { resolveRelations: ['blog_post.related_posts'] },
    });
  });

  it('turns the parent’s messages into the events it listens for', () => {
    const { win, parent } = framedWindow();
    installBridge(win);
    const events: unknown[] = [];
    new win.StoryblokBridge!().on(['input', 'change', 'published'], (event) => events.push(event));
    const story = { id: 100000, content: { component: 'page', body: [] } };
    fromWindow(parent, { editorStandIn: { action: 'input', story } });
    fromWindow(parent, { editorStandIn: { action: 'published', storyId: 100000 } });
    expect(events).toEqual([
      { action: 'input', story },
      { action: 'published', storyId: 100000 },
    ]);
  });

  it('ignores events it was not asked for, other windows, other origins and other shapes', () => {
    const { win, parent } = framedWindow();
    installBridge(win);
    const events: unknown[] = [];
    new win.StoryblokBridge!().on(['input'], (event) => events.push(event));
    fromWindow(parent, { editorStandIn: { action: 'change', storyId: 1 } });
    fromWindow(window, { editorStandIn: { action: 'input', story: { id: 1 } } });
    fromWindow(null, { editorStandIn: { action: 'input', story: { id: 1 } } });
    fromWindow(parent, 'input');
    fromWindow(parent, { editorStandIn: 'input' });
    expect(events).toEqual([]);
    // The first message from the parent fixes its origin; another origin is not listened to after.
    fromWindow(parent, { editorStandIn: { action: 'input', story: { id: 2 } } });
    fromWindow(parent, { editorStandIn: { action: 'input', story: { id: 3 } } }, 'https://evil.example');
    expect(events).toEqual([{ action: 'input', story: { id: 2 } }]);
  });

  it('answers the parent at its origin once known', () => {
    const { win, parent, sent } = framedWindow();
    installBridge(win);
    fromWindow(parent, { editorHighlight: { blokUid: null } });
    new win.StoryblokBridge!().on('input', () => {});
    expect(sent.at(-1)?.origin).toBe(EDITOR);
  });

  it('reports a click on a block with the innermost block’s uid, and keeps a link from navigating', () => {
    const { win, sent } = framedWindow();
    installBridge(win);
    document.getElementById('inner')!.click();
    expect(sent.at(-1)?.message).toEqual({ bridge: 'select', uid: 'bbbb-2222', storyId: 100000 });

    const link = document.getElementById('link')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(sent.at(-1)?.message).toEqual({ bridge: 'select', uid: 'aaaa-1111', storyId: 100000 });

    const count = sent.length;
    document.getElementById('outside')!.click();
    expect(sent.length).toBe(count);
  });

  it('outlines the block the editor selects, and nothing for an unknown or no block', () => {
    const { win, parent } = framedWindow();
    installBridge(win);
    fromWindow(parent, { editorHighlight: { blokUid: '100000-bbbb-2222' } });
    const outline = document.getElementById('sl-editor-outline');
    expect(outline?.style.display).toBe('block');
    expect(outline?.getAttribute('aria-hidden')).toBe('true');

    fromWindow(parent, { editorHighlight: { blokUid: '100000-unknown' } });
    expect(outline?.style.display).toBe('none');
    fromWindow(parent, { editorHighlight: { blokUid: '100000-aaaa-1111' } });
    expect(outline?.style.display).toBe('block');
    fromWindow(parent, { editorHighlight: { blokUid: null } });
    expect(outline?.style.display).toBe('none');
    // Only the parent may ask.
    fromWindow(window, { editorHighlight: { blokUid: '100000-aaaa-1111' } });
    expect(outline?.style.display).toBe('none');
  });

  it('says nothing when the page is not framed', () => {
    const win = window as BridgeWindow;
    const post = vi.spyOn(win, 'postMessage');
    installBridge(win);
    new win.StoryblokBridge!().on('input', () => {});
    document.getElementById('inner')!.click();
    expect(post).not.toHaveBeenCalled();
  });
});
