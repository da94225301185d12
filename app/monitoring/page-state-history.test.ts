import { describe, expect, it } from 'vitest';
import { PAGE_STATE_HISTORY_MAX_ENTRIES, PAGE_STATE_HISTORY_MAX_RETURNED } from './monitoring-events';
import { PageStateHistory, trackPageStates } from './page-state-history';

describe('the page state history', () => {
  it(`keeps the last ${PAGE_STATE_HISTORY_MAX_ENTRIES} entries, dropping the oldest`, () => {
    const history = new PageStateHistory();
    for (let at = 0; at < PAGE_STATE_HISTORY_MAX_ENTRIES + 100; at += 1) {
      history.record(at % 2 === 0 ? 'active' : 'passive', at);
    }
    expect(history.size).toBe(PAGE_STATE_HISTORY_MAX_ENTRIES);
    // The oldest kept is entry 100: a window from 0 starts there.
    expect(history.between(0, 150)[0]).toEqual({ state: 'active', startMs: 100 });
  });

  it(`returns at most the ${PAGE_STATE_HISTORY_MAX_RETURNED} most recent entries of a window`, () => {
    const history = new PageStateHistory();
    for (let at = 0; at < 2_000; at += 1) history.record(at % 2 === 0 ? 'active' : 'hidden', at);
    const returned = history.between(0, 1_999);
    expect(returned).toHaveLength(PAGE_STATE_HISTORY_MAX_RETURNED);
    expect(returned.at(-1)).toEqual({ state: 'hidden', startMs: 1_999 });
    expect(returned[0]).toEqual({ state: 'active', startMs: 1_500 });
  });

  it('gives a view the state it started in (negative offset) and the changes until it ended', () => {
    const history = new PageStateHistory();
    history.record('active', 1_000);
    history.record('active', 2_000); // not a change of state: ignored
    history.record('hidden', 5_000);
    history.record('active', 9_000);
    history.record('passive', 20_000);
    expect(history.between(3_000, 10_000)).toEqual([
      { state: 'active', startMs: -2_000 },
      { state: 'hidden', startMs: 2_000 },
      { state: 'active', startMs: 6_000 },
    ]);
  });

  it('records focus, blur, visibility, freeze and pagehide as page states', () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible', hasFocus: () => true });
    const history = new PageStateHistory();
    let now = 0;
    const stop = trackPageStates(
      { window: win, document: doc as unknown as Document },
      history,
      () => (now += 10),
    );
    win.dispatchEvent(new Event('blur'));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.dispatchEvent(new Event('freeze'));
    doc.dispatchEvent(new Event('resume'));
    win.dispatchEvent(new Event('pagehide'));
    stop();
    win.dispatchEvent(new Event('focus'));
    expect(history.between(0, 1_000).map((entry) => entry.state)).toEqual([
      'active',
      'passive',
      'hidden',
      'frozen',
      'hidden',
      'terminated',
    ]);
  });
});
