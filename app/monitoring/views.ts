// Views: one per page load and per client navigation. A view is sent when it ends (a navigation)
// or when the page is hidden; if the visitor comes back to it, it is sent again later with the
// next version, and the intake keeps the highest.
import { MAX_URL_LENGTH, type ReplayStats, type ViewEvent } from './monitoring-events';
import type { PageStateHistory } from './page-state-history';

export interface ViewLocation {
  href: string;
  pathname: string;
  search: string;
}

export interface ViewDeps {
  now: () => number;
  newId: () => string;
  history: PageStateHistory;
  replayStats: (viewId: string) => ReplayStats | null;
  /** Navigation start to load end of the document, if it has loaded. */
  loadingTimeMs: () => number | undefined;
}

interface ViewState {
  id: string;
  url: string;
  name: string;
  /** Epoch milliseconds. */
  startedAt: number;
  isFirst: boolean;
  version: number;
  actionCount: number;
  errorCount: number;
  longTaskCount: number;
  /** Sent since the page was last shown: hiding it again without coming back sends nothing. */
  sentSinceShown: boolean;
}

export function viewName(location: Pick<ViewLocation, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`.slice(0, MAX_URL_LENGTH);
}

export class ViewTracker {
  private view: ViewState;

  constructor(
    location: ViewLocation,
    private readonly deps: ViewDeps,
  ) {
    this.view = this.open(location, true);
  }

  get currentId(): string {
    return this.view.id;
  }

  get currentUrl(): string {
    return this.view.url;
  }

  countAction(): void {
    this.view.actionCount += 1;
  }

  countError(): void {
    this.view.errorCount += 1;
  }

  countLongTask(): void {
    this.view.longTaskCount += 1;
  }

  /**
   * A client navigation: the current view ends (its last version is returned, to send) and a view
   * of `location` starts. The same path again (a hash change) is not a new view: null.
   */
  navigate(location: ViewLocation): ViewEvent | null {
    if (viewName(location) === this.view.name) return null;
    const ended = this.snapshot(false);
    this.view = this.open(location, false);
    return ended;
  }

  /** The page is hidden: the view so far (still the one shown), unless already sent since shown. */
  pageHidden(): ViewEvent | null {
    if (this.view.sentSinceShown) return null;
    return this.snapshot(true);
  }

  pageShown(): void {
    this.view.sentSinceShown = false;
  }

  private open(location: ViewLocation, isFirst: boolean): ViewState {
    return {
      id: this.deps.newId(),
      url: location.href.slice(0, MAX_URL_LENGTH),
      name: viewName(location),
      startedAt: this.deps.now(),
      isFirst,
      version: 0,
      actionCount: 0,
      errorCount: 0,
      longTaskCount: 0,
      sentSinceShown: false,
    };
  }

  private snapshot(isActive: boolean): ViewEvent {
    const view = this.view;
    const now = this.deps.now();
    view.version += 1;
    view.sentSinceShown = true;
    const loadingTimeMs = view.isFirst ? this.deps.loadingTimeMs() : undefined;
    return {
      kind: 'view',
      id: this.deps.newId(),
      at: new Date(now).toISOString(),
      url: view.url,
      viewId: view.id,
      version: view.version,
      name: view.name,
      timeSpentMs: Math.max(0, now - view.startedAt),
      isActive,
      ...(loadingTimeMs === undefined ? {} : { loadingTimeMs }),
      actionCount: view.actionCount,
      errorCount: view.errorCount,
      longTaskCount: view.longTaskCount,
      pageStates: this.deps.history.between(view.startedAt, now),
      replay: this.deps.replayStats(view.id),
    };
  }
}
