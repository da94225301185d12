// What a tracked session (type 1 or 2) collects on a page: views, clicks, long tasks, web vitals and
// the page state history, as RUM events. Untracked sessions run none of this (requirements §9).
import { collectActions } from './collectors/actions';
import { collectLongTasks } from './collectors/long-tasks';
import { collectVitals } from './collectors/vitals';
import { MAX_URL_LENGTH, type MonitoringEvent, type ReplayStats } from './monitoring-events';
import { PageStateHistory, trackPageStates } from './page-state-history';
import { ROUTE_CHANGE_EVENT } from './route-change-event';
import type { MonitoringReporter } from './reporter';
import { ViewTracker } from './views';

export interface RumCollectionDeps {
  reporter: MonitoringReporter;
  now: () => number;
  newId: () => string;
  replayStats: (viewId: string) => ReplayStats | null;
  /** A client navigation started view `viewId` (the replay recorder follows it). */
  onViewChange: (viewId: string) => void;
  /** The visitor did something (the session stays alive). */
  onActivity: () => void;
}

export interface RumCollection {
  readonly views: ViewTracker;
  /** The page is being hidden: the view so far is queued (the vitals queue themselves, see below). */
  pageHidden(): void;
  pageShown(): void;
  stop(): void;
}

/** The common fields of an event on the current view. */
export type EventBase = Pick<MonitoringEvent, 'id' | 'at' | 'url' | 'viewId'>;

export function startRumCollection(deps: RumCollectionDeps): RumCollection {
  const { reporter, now, newId } = deps;
  const history = new PageStateHistory();
  const stopPageStates = trackPageStates({ window, document }, history, now);
  const views = new ViewTracker(window.location, {
    now,
    newId,
    history,
    replayStats: deps.replayStats,
    loadingTimeMs: documentLoadingTime,
  });
  const firstViewId = views.currentId;
  const base = (viewId = views.currentId): EventBase => ({
    id: newId(),
    at: new Date(now()).toISOString(),
    url: window.location.href.slice(0, MAX_URL_LENGTH),
    viewId,
  });

  const stopActions = collectActions(document, (target) => {
    views.countAction();
    reporter.report({ ...base(), kind: 'action', type: 'click', target });
    deps.onActivity();
  });
  const stopLongTasks = collectLongTasks((durationMs, startMs) => {
    views.countLongTask();
    reporter.report({ ...base(), kind: 'long_task', durationMs, startMs });
  });
  // The vitals measure the document: they belong to the view that loaded it. The library reports
  // CLS and INP from its own visibilitychange listener, registered on window in the capture phase,
  // so they are queued before the runtime's listener on document sends the queue by beacon.
  const stopVitals = collectVitals((vital) => reporter.report({ ...base(firstViewId), ...vital }));

  const onRouteChange = () => {
    const ended = views.navigate(window.location);
    if (!ended) return;
    reporter.report(ended);
    deps.onViewChange(views.currentId);
    deps.onActivity();
  };
  window.addEventListener(ROUTE_CHANGE_EVENT, onRouteChange);

  return {
    views,
    pageHidden() {
      const view = views.pageHidden();
      if (view) reporter.report(view);
    },
    pageShown() {
      views.pageShown();
    },
    stop() {
      window.removeEventListener(ROUTE_CHANGE_EVENT, onRouteChange);
      stopPageStates();
      stopActions();
      stopLongTasks();
      stopVitals();
    },
  };
}

function documentLoadingTime(): number | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function')
    return undefined;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation && navigation.loadEventEnd > 0 ? Math.round(navigation.loadEventEnd) : undefined;
}
