// The monitoring session (requirements §9 "Monitoring"): one per browser, shared by its tabs through
// localStorage, sampled once when it is created (tracking type 0, 1 or 2) so that every page of a
// visit is treated alike. Deleted when consent is withdrawn.
import {
  SESSION_NOT_TRACKED,
  SESSION_TRACKED_WITH_REPLAY,
  SESSION_TRACKED_WITHOUT_REPLAY,
  type MonitoringClientConfig,
  type SessionTrackingType,
} from './monitoring-events';

export const RUM_SESSION_STORAGE_KEY = 'sl_rum_session';
// The requirements gives no session lifetime; these are the usual RUM defaults (a visit ends after 15 min
// without activity, and no session runs longer than 4 h).
export const SESSION_INACTIVITY_TIMEOUT_MS = 15 * 60_000;
export const SESSION_MAX_DURATION_MS = 4 * 60 * 60_000;
/** Activity (clicks, keys, scrolls) is written back at most this often: a scroll fires constantly. */
export const SESSION_TOUCH_INTERVAL_MS = 1_000;

export interface MonitoringSession {
  id: string;
  trackingType: SessionTrackingType;
  replayForced: boolean;
}

interface StoredSession extends MonitoringSession {
  createdAt: number;
  lastActivityAt: number;
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionDeps {
  storage: SessionStorage | null;
  now: () => number;
  /** In [0, 1), like Math.random. */
  random: () => number;
  newId: () => string;
}

/**
 * §9 sampling: tracked if random*100 < sessionSampleRate; a tracked session records replay
 * (type 1) if a second draw*100 < replaySampleRate, else it is type 2.
 */
export function sampleTrackingType(
  rates: Pick<MonitoringClientConfig, 'sessionSampleRate' | 'replaySampleRate'>,
  random: () => number,
): SessionTrackingType {
  if (random() * 100 >= rates.sessionSampleRate) return SESSION_NOT_TRACKED;
  return random() * 100 < rates.replaySampleRate
    ? SESSION_TRACKED_WITH_REPLAY
    : SESSION_TRACKED_WITHOUT_REPLAY;
}

export class SessionStore {
  private lastTouch = 0;

  constructor(
    private readonly rates: Pick<MonitoringClientConfig, 'sessionSampleRate' | 'replaySampleRate'>,
    private readonly deps: SessionDeps,
  ) {}

  /** The live session, or a new one (sampled now) if there is none or it expired. */
  current(): MonitoringSession {
    const now = this.deps.now();
    const stored = this.read(now);
    if (stored) {
      this.write({ ...stored, lastActivityAt: now });
      return publicPart(stored);
    }
    const created: StoredSession = {
      id: this.deps.newId(),
      trackingType: sampleTrackingType(this.rates, this.deps.random),
      replayForced: false,
      createdAt: now,
      lastActivityAt: now,
    };
    this.write(created);
    return publicPart(created);
  }

  /** The visitor did something: the session `id` stays alive (if it is still the stored one). */
  touch(id: string): void {
    const now = this.deps.now();
    if (now - this.lastTouch < SESSION_TOUCH_INTERVAL_MS) return;
    this.lastTouch = now;
    const stored = this.read(now);
    if (stored?.id === id) this.write({ ...stored, lastActivityAt: now });
  }

  /** Replay forced (public API): kept with the session so its later pages record too. */
  setReplayForced(id: string): void {
    const stored = this.read(this.deps.now());
    if (stored?.id === id) this.write({ ...stored, replayForced: true });
  }

  private read(now: number): StoredSession | null {
    let raw: string | null = null;
    try {
      raw = this.deps.storage?.getItem(RUM_SESSION_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
    const stored = parseStored(raw);
    if (!stored) return null;
    const expired =
      now - stored.lastActivityAt >= SESSION_INACTIVITY_TIMEOUT_MS ||
      now - stored.createdAt >= SESSION_MAX_DURATION_MS;
    return expired ? null : stored;
  }

  private write(session: StoredSession): void {
    try {
      this.deps.storage?.setItem(RUM_SESSION_STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Storage blocked or full: the session lasts this page only.
    }
  }
}

/** Consent withdrawn: the session is forgotten (every tab's, as they share it). */
export function deleteStoredSession(storage: SessionStorage | null): void {
  try {
    storage?.removeItem(RUM_SESSION_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

function publicPart({ id, trackingType, replayForced }: StoredSession): MonitoringSession {
  return { id, trackingType, replayForced };
}

/** Another tab (or an older build) wrote it: trust nothing that does not have the expected shape. */
function parseStored(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (
      typeof value?.id === 'string' &&
      value.id.length > 0 &&
      value.id.length <= 64 &&
      (value.trackingType === 0 || value.trackingType === 1 || value.trackingType === 2) &&
      typeof value.replayForced === 'boolean' &&
      typeof value.createdAt === 'number' &&
      typeof value.lastActivityAt === 'number'
    ) {
      return value as StoredSession;
    }
  } catch {
    // Not JSON: start afresh.
  }
  return null;
}
