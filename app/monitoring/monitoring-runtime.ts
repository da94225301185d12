// The first-party monitoring client (issue 5 item 5, spec §4 "Consent", §9 "Monitoring"), loaded
// as a lazy chunk by the consent manager's script loader only with consent. It reports window
// errors, unhandled rejections and web vitals (TTFB, LCP, CLS) to /api/monitoring. §4: it skips
// initialisation if already initialised: a module flag, and a window marker for the case of two
// copies of this chunk on one page (an old and a new build after a deploy).
import { randomId } from '../analytics/message';
import { collectErrors } from './collectors/errors';
import { collectWebVitals } from './collectors/web-vitals';
import { MAX_URL_LENGTH, MONITORING_SAMPLE_RATE } from './monitoring-events';
import { MonitoringReporter } from './reporter';

/** Set on window while a monitoring client runs on the page. */
export const MONITORING_WINDOW_MARKER = '__shiftlaneMonitoring';
const SESSION_STORAGE_KEY = 'sl_monitoring_session';

type MarkedWindow = Window & { [MONITORING_WINDOW_MARKER]?: boolean };

let stopRunning: (() => void) | null = null;

/** Whether monitoring runs on this page (by this copy of the module or another). */
export function isMonitoringInitialised(): boolean {
  return (
    stopRunning !== null ||
    (typeof window !== 'undefined' && Boolean((window as MarkedWindow)[MONITORING_WINDOW_MARKER]))
  );
}

export function start(): void {
  if (typeof window === 'undefined' || isMonitoringInitialised()) return;
  // §9 sample rate 1: every session; the check stays so the rate can be lowered in one place.
  if (Math.random() >= MONITORING_SAMPLE_RATE) return;
  (window as MarkedWindow)[MONITORING_WINDOW_MARKER] = true;

  const reporter = new MonitoringReporter(sessionId(), {
    fetch: (url, init) => window.fetch(url, init),
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    now: Date.now,
  });
  const stopErrors = collectErrors(window, { report: (event) => reporter.report(event), newId: randomId });
  const vitals = collectWebVitals((name, value) =>
    reporter.report({
      kind: 'vital',
      id: randomId(),
      at: new Date().toISOString(),
      url: window.location.href.slice(0, MAX_URL_LENGTH),
      name,
      value,
    }),
  );
  const onHide = () => {
    if (document.visibilityState !== 'hidden') return;
    vitals.finalize();
    reporter.flush(true);
  };
  const onPageHide = () => {
    vitals.finalize();
    reporter.flush(true);
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);

  stopRunning = () => {
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
    stopErrors();
    vitals.disconnect();
    reporter.stop();
  };
}

/** Consent withdrawn: nothing more is collected or sent, and the session id is forgotten. */
export function stop(): void {
  stopRunning?.();
  stopRunning = null;
  if (typeof window === 'undefined') return;
  delete (window as MarkedWindow)[MONITORING_WINDOW_MARKER];
  try {
    window.sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

export default { start, stop };

/** One id per tab session, so a visit's errors and timings can be read together. */
function sessionId(): string {
  try {
    const existing = window.sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (existing) return existing;
    const id = randomId();
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}
