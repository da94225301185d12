import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../analytics/test-support';
import {
  deleteStoredSession,
  RUM_SESSION_STORAGE_KEY,
  sampleTrackingType,
  SESSION_INACTIVITY_TIMEOUT_MS,
  SESSION_MAX_DURATION_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SessionStore,
} from './session';

/** Draws returned in order, so each test states exactly what the sampler sees. */
function draws(...values: number[]) {
  return () => {
    const value = values.shift();
    if (value === undefined) throw new Error('more random draws than expected');
    return value;
  };
}

function store(options: { rates?: [number, number]; random?: () => number; storage?: MemoryStorage } = {}) {
  const clock = { now: 1_000_000 };
  const storage = options.storage ?? new MemoryStorage();
  let ids = 0;
  const [sessionSampleRate, replaySampleRate] = options.rates ?? [100, 0];
  const sessions = new SessionStore(
    { sessionSampleRate, replaySampleRate },
    {
      storage,
      now: () => clock.now,
      random: options.random ?? draws(0, 0.5),
      newId: () => `s-${(ids += 1)}`,
    },
  );
  return { sessions, storage, clock };
}

describe('session sampling', () => {
  it('tracks a session only if random*100 is below the session rate, at the boundary too', () => {
    expect(sampleTrackingType({ sessionSampleRate: 50, replaySampleRate: 0 }, draws(0.5))).toBe(0);
    expect(sampleTrackingType({ sessionSampleRate: 50, replaySampleRate: 0 }, draws(0.4999, 0))).toBe(2);
    expect(sampleTrackingType({ sessionSampleRate: 0, replaySampleRate: 100 }, draws(0))).toBe(0);
    expect(sampleTrackingType({ sessionSampleRate: 100, replaySampleRate: 0 }, draws(0.9999, 0))).toBe(2);
  });

  it('gives a tracked session replay (type 1) only if the second draw*100 is below the replay rate', () => {
    expect(sampleTrackingType({ sessionSampleRate: 100, replaySampleRate: 20 }, draws(0, 0.1999))).toBe(1);
    expect(sampleTrackingType({ sessionSampleRate: 100, replaySampleRate: 20 }, draws(0, 0.2))).toBe(2);
    expect(sampleTrackingType({ sessionSampleRate: 100, replaySampleRate: 100 }, draws(0, 0.9999))).toBe(1);
  });
});

describe('the session store', () => {
  it('keeps one session in localStorage, shared by every tab (store) reading it', () => {
    const first = store({ rates: [100, 100], random: draws(0, 0) });
    const session = first.sessions.current();
    expect(session).toEqual({ id: 's-1', trackingType: 1, replayForced: false });
    // Another tab: same storage, its own store, no new draw.
    const otherTab = store({ storage: first.storage, random: draws() });
    expect(otherTab.sessions.current()).toEqual(session);
  });

  it('starts a new session after 15 minutes without activity', () => {
    const { sessions, clock } = store({ random: draws(0, 0, 0, 0) });
    const first = sessions.current();
    clock.now += SESSION_INACTIVITY_TIMEOUT_MS - 1;
    expect(sessions.current().id).toBe(first.id);
    clock.now += SESSION_INACTIVITY_TIMEOUT_MS;
    expect(sessions.current().id).not.toBe(first.id);
  });

  it('activity keeps it alive, but never past 4 hours in all', () => {
    const { sessions, clock } = store({ random: draws(0, 0, 0, 0) });
    const first = sessions.current();
    for (let elapsed = 0; elapsed < SESSION_MAX_DURATION_MS - 10 * 60_000; elapsed += 10 * 60_000) {
      clock.now += 10 * 60_000;
      sessions.touch(first.id);
    }
    expect(sessions.current().id).toBe(first.id);
    clock.now += 10 * 60_000;
    expect(sessions.current().id).not.toBe(first.id);
  });

  it('writes activity at most once a second', () => {
    const { sessions, storage, clock } = store();
    const { id } = sessions.current();
    clock.now += SESSION_TOUCH_INTERVAL_MS;
    sessions.touch(id);
    const written = storage.getItem(RUM_SESSION_STORAGE_KEY);
    clock.now += SESSION_TOUCH_INTERVAL_MS - 1;
    sessions.touch(id);
    expect(storage.getItem(RUM_SESSION_STORAGE_KEY)).toBe(written);
  });

  it('persists replayForced with the session, for its later pages', () => {
    const first = store({ random: draws(0, 0.5) });
    const { id } = first.sessions.current();
    first.sessions.setReplayForced(id);
    const nextPage = store({ storage: first.storage, random: draws() });
    expect(nextPage.sessions.current()).toEqual({ id, trackingType: 2, replayForced: true });
  });

  it('ignores a stored value of the wrong shape, and forgets the session when deleted', () => {
    const { sessions, storage } = store({ random: draws(0, 0, 0, 0) });
    storage.setItem(RUM_SESSION_STORAGE_KEY, JSON.stringify({ id: 'x', trackingType: 7 }));
    expect(sessions.current().id).toBe('s-1');
    deleteStoredSession(storage);
    expect(storage.items.size).toBe(0);
  });
});
