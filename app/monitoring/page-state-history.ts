// The page state history (requirements §9: keeps 4,000 entries, returns 500): when the page became
// active (focused), passive (visible, not focused), hidden, frozen or terminated, so a view can say
// how long the visitor actually looked at it.
import {
  PAGE_STATE_HISTORY_MAX_ENTRIES,
  PAGE_STATE_HISTORY_MAX_RETURNED,
  type PageState,
  type PageStateEntry,
} from './monitoring-events';

interface TimedState {
  state: PageState;
  /** Epoch milliseconds. */
  at: number;
}

export class PageStateHistory {
  private entries: TimedState[] = [];

  record(state: PageState, at: number): void {
    if (this.entries.at(-1)?.state === state) return;
    this.entries.push({ state, at });
    // Oldest first out, past the cap (a tab left open for days keeps toggling focus).
    if (this.entries.length > PAGE_STATE_HISTORY_MAX_ENTRIES) {
      this.entries.splice(0, this.entries.length - PAGE_STATE_HISTORY_MAX_ENTRIES);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * The states of a view shown from `start` to `end` (epoch ms), as offsets from `start`: the state
   * the page was in when the view started (negative offset) and every change until `end`; the most
   * recent PAGE_STATE_HISTORY_MAX_RETURNED of them.
   */
  between(start: number, end: number): PageStateEntry[] {
    let first = this.entries.findIndex((entry) => entry.at > start);
    if (first === -1) first = this.entries.length;
    const from = Math.max(0, first - 1);
    const inWindow = this.entries.slice(from).filter((entry) => entry.at <= end);
    return inWindow
      .slice(-PAGE_STATE_HISTORY_MAX_RETURNED)
      .map((entry) => ({ state: entry.state, startMs: entry.at - start }));
  }
}

export interface PageStateTarget {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> & {
    hasFocus?: () => boolean;
  };
}

/** Records the page's lifecycle transitions into `history`; returns the function that stops it. */
export function trackPageStates(
  { window: win, document: doc }: PageStateTarget,
  history: PageStateHistory,
  now: () => number,
): () => void {
  const visibleState = (): PageState =>
    doc.visibilityState === 'hidden' ? 'hidden' : doc.hasFocus?.() ? 'active' : 'passive';
  history.record(visibleState(), now());

  const listeners: [Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, string, () => void][] = [
    [win, 'focus', () => history.record('active', now())],
    [win, 'blur', () => history.record(visibleState() === 'hidden' ? 'hidden' : 'passive', now())],
    [doc, 'visibilitychange', () => history.record(visibleState(), now())],
    [doc, 'freeze', () => history.record('frozen', now())],
    [doc, 'resume', () => history.record(visibleState(), now())],
    [win, 'pagehide', () => history.record('terminated', now())],
    [win, 'pageshow', () => history.record(visibleState(), now())],
  ];
  // Not capture: focus and blur of elements inside the page do not bubble, so only the window's own
  // (the tab gaining or losing focus) reach these listeners.
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
