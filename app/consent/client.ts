// The consent client API  (shape of requirements §4/§8). Everything that may track asks here
// first; every failure path answers "denied" and logs one of the four §8 messages.
import { currentAirgap, whenAirgapReady, type Airgap } from './airgap';
import { CONSENT_ERRORS, ConsentError, logConsentError } from './consent-errors';
import { CONSENT_VERSION, type ConsentState } from './purposes';
import { isServiceAllowed, isServiceName } from './services';

export { PURPOSES, type Purpose, type ConsentState } from './purposes';
export { SERVICE_NAMES, type ServiceName } from './services';

/** Dispatched on window with the new ConsentState as detail, after every change of choice. */
export const CONSENT_CHANGE_EVENT = 'consent-change';

/** §9: the consent manager must report ready within 10,000 ms. */
export const CONSENT_READY_TIMEOUT_MS = 10_000;

const UNDECIDED: ConsentState = {
  version: CONSENT_VERSION,
  decidedAt: null,
  purposes: { essential: true, functional: false, analytics: false, advertising: false },
  gpc: false,
};

/**
 * Calls back once the consent manager is ready. Not ready within 10 s: 'Airgap ready timeout' is
 * logged and the callback never runs, so nothing waiting on consent starts.
 */
export function ready(callback: () => void): void {
  if (typeof window === 'undefined') {
    logConsentError(CONSENT_ERRORS.notAvailable, { during: 'ready' });
    return;
  }
  waitForReadyAirgap().then(
    () => callback(),
    (error: unknown) => logConsentError(messageOf(error), { during: 'ready' }),
  );
}

/** The current state; before the manager mounts (and on the server) only Essential is granted. */
export function getConsent(): ConsentState {
  return currentAirgap()?.getState() ?? UNDECIDED;
}

/** Whether the named service may run now. Every error path resolves to false, logged. */
export async function isAllowed(serviceName: string): Promise<boolean> {
  if (!isServiceName(serviceName)) {
    logConsentError(CONSENT_ERRORS.invalidService, { service: serviceName });
    return false;
  }
  if (typeof window === 'undefined' || !currentAirgap()) {
    logConsentError(CONSENT_ERRORS.notAvailable, { service: serviceName });
    return false;
  }
  try {
    const airgap = await waitForReadyAirgap();
    return isServiceAllowed(serviceName, airgap.getState().purposes);
  } catch (error) {
    logConsentError(messageOf(error), { service: serviceName, error });
    return false;
  }
}

/** Listens to consent-change; returns the function that stops listening. */
export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: Event) => listener((event as CustomEvent<ConsentState>).detail);
  window.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}

function waitForReadyAirgap(): Promise<Airgap> {
  const now = currentAirgap();
  if (now?.isReady()) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new ConsentError(CONSENT_ERRORS.readyTimeout));
    }, CONSENT_READY_TIMEOUT_MS);
    const unsubscribe = whenAirgapReady(() => {
      clearTimeout(timer);
      const airgap = currentAirgap();
      if (airgap) resolve(airgap);
      else reject(new ConsentError(CONSENT_ERRORS.notAvailable));
    });
  });
}

function messageOf(error: unknown) {
  return error instanceof ConsentError ? error.message : CONSENT_ERRORS.checkFailed;
}
