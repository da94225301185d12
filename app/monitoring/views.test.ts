import { describe, expect, it } from 'vitest';
import { PageStateHistory } from './page-state-history';
import { ViewTracker } from './views';

function location(path: string) {
  const url = new URL(path, 'https://shiftlane.test');
  return { href: url.href, pathname: url.pathname, search: url.search };
}

function tracker(
  stats: Record<string, { segmentsCount: number; recordsCount: number; segmentsTotalRawSize: number }> = {},
) {
  const clock = { now: 10_000 };
  let ids = 0;
  const history = new PageStateHistory();
  history.record('active', 10_000);
  const views = new ViewTracker(location('/gb/pricing?plan=team'), {
    now: () => clock.now,
    newId: () => `id-${(ids += 1)}`,
    history,
    replayStats: (viewId) => stats[viewId] ?? null,
    loadingTimeMs: () => 850,
  });
  return { views, clock, history };
}

describe('views', () => {
  it('sends a view when the page is hidden, and again with the next version only after it is shown again', () => {
    const { views, clock, history } = tracker();
    views.countAction();
    views.countError();
    views.countLongTask();
    clock.now += 4_000;
    history.record('hidden', clock.now);
    const first = views.pageHidden();
    expect(first).toMatchObject({
      kind: 'view',
      viewId: 'id-1',
      version: 1,
      name: '/gb/pricing?plan=team',
      timeSpentMs: 4_000,
      isActive: true,
      loadingTimeMs: 850,
      actionCount: 1,
      errorCount: 1,
      longTaskCount: 1,
      pageStates: [
        { state: 'active', startMs: 0 },
        { state: 'hidden', startMs: 4_000 },
      ],
      replay: null,
    });
    // pagehide right after visibilitychange: nothing new to say.
    expect(views.pageHidden()).toBeNull();
    views.pageShown();
    clock.now += 1_000;
    expect(views.pageHidden()).toMatchObject({ viewId: 'id-1', version: 2, timeSpentMs: 5_000 });
  });

  it('ends the view on a client navigation and starts the next one, without load time', () => {
    const { views, clock } = tracker();
    clock.now += 2_000;
    const ended = views.navigate(location('/gb/features'));
    expect(ended).toMatchObject({ viewId: 'id-1', version: 1, isActive: false, timeSpentMs: 2_000 });
    expect(views.currentId).not.toBe('id-1');
    clock.now += 500;
    const second = views.pageHidden();
    expect(second).toMatchObject({ name: '/gb/features', version: 1, timeSpentMs: 500, actionCount: 0 });
    expect(second).not.toHaveProperty('loadingTimeMs');
  });

  it('does not count a hash change as a new view', () => {
    const { views } = tracker();
    expect(views.navigate(location('/gb/pricing?plan=team#faq'))).toBeNull();
    expect(views.currentId).toBe('id-1');
  });

  it('attaches the replay stats of the view', () => {
    const stats = { segmentsCount: 2, recordsCount: 40, segmentsTotalRawSize: 12_000 };
    const { views } = tracker({ 'id-1': stats });
    expect(views.pageHidden()?.replay).toEqual(stats);
  });
});
