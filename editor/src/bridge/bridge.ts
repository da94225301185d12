// The editor's bridge script, served at /editor/bridge.js and loaded by the site in preview when
// PREVIEW_BRIDGE_URL points at it (docs/editor.md). It speaks the Storyblok Bridge's protocol to
// the page — `new window.StoryblokBridge(options).on(['input', 'change', 'published'], callback)` —
// and turns the editor's messages into those events. Towards the editor it reports clicks on
// blocks (elements with data-blok-uid) and outlines the block the editor has selected.
//
// Only the page's parent (the editor that frames it) is listened to: `message.source` must be
// `window.parent`, and the preview's frame-ancestors (PREVIEW_EDITOR_ORIGINS) decide who may be
// that parent. Replies go to the parent's origin once it is known, never to another window.
import { BRIDGE_EVENTS, splitBlokUid, type FromPreview } from './protocol';

type Callback = (event: Record<string, unknown>) => void;

const OUTLINE_ID = 'sl-editor-outline';
const OUTLINE_COLOUR = '#0b57d0';

export interface BridgeWindow extends Window {
  StoryblokBridge?: new (options?: Record<string, unknown>) => {
    on(events: string | string[], callback: Callback): void;
  };
}

/** The editor's origin as the page can tell it before any message: Chromium's ancestorOrigins. */
function parentOriginGuess(win: Window): string | null {
  const ancestors = (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  return ancestors && ancestors.length > 0 ? (ancestors[0] ?? null) : null;
}

export function installBridge(win: BridgeWindow): void {
  const doc = win.document;
  let editorOrigin: string | null = parentOriginGuess(win);
  let highlighted: string | null = null;

  const toEditor = (message: FromPreview) => {
    if (win.parent === win) return;
    win.parent.postMessage(message, editorOrigin ?? '*');
  };

  const fromEditor = (message: MessageEvent): Record<string, unknown> | null => {
    if (message.source !== win.parent || win.parent === win) return null;
    if (editorOrigin !== null && message.origin !== editorOrigin) return null;
    editorOrigin ??= message.origin;
    const data: unknown = message.data;
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  };

  // The outline: one element over the page, following the block as the page scrolls or reflows.
  const outline = () => {
    let element = doc.getElementById(OUTLINE_ID);
    if (!element) {
      element = doc.createElement('div');
      element.id = OUTLINE_ID;
      element.setAttribute('aria-hidden', 'true');
      Object.assign(element.style, {
        position: 'absolute',
        pointerEvents: 'none',
        zIndex: '2147483647',
        outline: `3px solid ${OUTLINE_COLOUR}`,
        outlineOffset: '-3px',
        boxShadow: '0 0 0 9999px rgba(11, 87, 208, 0.06)',
        display: 'none',
      });
      doc.body.append(element);
    }
    return element;
  };

  const blockElement = (blokUid: string): Element | null => {
    for (const element of doc.querySelectorAll('[data-blok-uid]')) {
      if (element.getAttribute('data-blok-uid') === blokUid) return element;
    }
    return null;
  };

  const placeOutline = () => {
    const box = outline();
    const target = highlighted === null ? null : blockElement(highlighted);
    if (!target) {
      box.style.display = 'none';
      return;
    }
    const rect = target.getBoundingClientRect();
    Object.assign(box.style, {
      display: 'block',
      top: `${rect.top + win.scrollY}px`,
      left: `${rect.left + win.scrollX}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
  };

  const highlight = (blokUid: string | null) => {
    highlighted = blokUid;
    placeOutline();
    const target = blokUid === null ? null : blockElement(blokUid);
    if (target && typeof target.scrollIntoView === 'function') {
      target.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  };

  win.addEventListener('message', (message) => {
    const data = fromEditor(message);
    const request = data?.editorHighlight;
    if (typeof request !== 'object' || request === null) return;
    const blokUid = (request as { blokUid?: unknown }).blokUid;
    highlight(typeof blokUid === 'string' ? blokUid : null);
  });
  win.addEventListener('resize', placeOutline);
  win.addEventListener('scroll', placeOutline, { passive: true });
  // A re-render (an input event's answer) moves blocks, or replaces the highlighted one.
  new MutationObserver(() => placeOutline()).observe(doc.documentElement, {
    childList: true,
    subtree: true,
  });

  // A click on a block selects its form in the editor; a link in it does not navigate away.
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const block = target?.closest?.('[data-blok-uid]');
      if (!block) return;
      const value = block.getAttribute('data-blok-uid') ?? '';
      const { storyId, uid } = splitBlokUid(value);
      if (target?.closest?.('a[href]')) event.preventDefault();
      highlight(value);
      toEditor({ bridge: 'select', uid, storyId });
    },
    true,
  );

  win.StoryblokBridge = class StoryblokBridge {
    constructor(private readonly options: Record<string, unknown> = {}) {}

    on(events: string | string[], callback: Callback): void {
      const names = (Array.isArray(events) ? events : [events]).filter((name) =>
        (BRIDGE_EVENTS as readonly string[]).includes(name),
      );
      win.addEventListener('message', (message) => {
        const event = fromEditor(message)?.editorStandIn;
        if (typeof event !== 'object' || event === null) return;
        const action = (event as { action?: unknown }).action;
        if (typeof action === 'string' && names.includes(action)) callback(event as Record<string, unknown>);
      });
      toEditor({ bridge: 'listening', events: names, options: this.options });
    }
  };
}
