// The consent state for React components (the preferences dialog, the video players), re-rendered
// when the manager becomes ready and on every consent-change.
import { useSyncExternalStore } from 'react';
import { currentAirgap, whenAirgapReady } from './airgap';
import { getConsent, onConsentChange, type ConsentState } from './client';
import { isServiceAllowed, type ServiceName } from './services';

function subscribe(listener: () => void) {
  const stopReady = whenAirgapReady(listener);
  const stopChange = onConsentChange(listener);
  return () => {
    stopReady();
    stopChange();
  };
}

const SERVER_STATE = getConsent();

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, getConsent, () => SERVER_STATE);
}

/** Whether the service may run now (false on the server and before the manager is ready). */
export function useServiceAllowed(service: ServiceName): boolean {
  return isServiceAllowed(service, useConsentState().purposes);
}

/** Whether the page's consent manager is installed and ready (false on the server and in hydration). */
export function useConsentReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => currentAirgap()?.isReady() ?? false,
    () => false,
  );
}
