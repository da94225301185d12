// The Storyblok Bridge in the browser, as Storyblok's Visual Editor (or any editor that speaks its
// protocol) drives it: `new window.StoryblokBridge(options).on(['input', 'change', 'published'], cb)`.
// `input` carries the story as edited, unsaved; `change` (saved) and `published` name the story by
// `storyId`. The same glue as @storyblok/js's registerStoryblokBridge, loading the script from
// PREVIEW_BRIDGE_URL instead of a bundled copy. Loaded only inside the editor: the page's URL
// then carries `_storyblok` (the story the editor has open).
import { RESOLVED_RELATION_FIELDS } from '../content/resolved-relations';

export interface BridgeEvent {
  action?: string;
  story?: Record<string, unknown> & { id?: unknown };
  storyId?: unknown;
}

interface StoryblokBridge {
  on(events: string[], callback: (event?: BridgeEvent) => void): void;
}

declare global {
  interface Window {
    StoryblokBridge?: new (options?: Record<string, unknown>) => StoryblokBridge;
  }
}

export const BRIDGE_EVENTS = ['input', 'change', 'published'];

/** Whether the page was opened by the editor (the bridge is only of use there). */
export function openedByEditor(search: string): boolean {
  return new URLSearchParams(search).has('_storyblok');
}

let loading: Promise<void> | undefined;
let current: ((event: BridgeEvent) => void) | undefined;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The Storyblok Bridge did not load from ${src}`));
    document.head.append(script);
  });
}

/**
 * Starts the bridge once per page load; its events go to the latest `listener` (a client-side
 * navigation inside the editor's frame changes the page the events are for, not the bridge).
 */
export function listenToBridge(scriptUrl: string, listener: (event: BridgeEvent) => void): Promise<void> {
  current = listener;
  loading ??= (window.StoryblokBridge ? Promise.resolve() : loadScript(scriptUrl)).then(() => {
    const Bridge = window.StoryblokBridge;
    if (!Bridge) throw new Error('The Storyblok Bridge script defined no window.StoryblokBridge');
    new Bridge({ resolveRelations: [...RESOLVED_RELATION_FIELDS] }).on(BRIDGE_EVENTS, (event) => {
      if (event) current?.(event);
    });
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
