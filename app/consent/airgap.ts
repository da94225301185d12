// The one consent manager of the page ("airgap": nothing non-essential passes without it). The
// client API (client.ts) reads it from here; ConsentRoot installs it after hydration, so on the
// server and before mount there is none, which the client API reports as 'Airgap not available'.
import type { ConsentState, PurposeChoices } from './purposes';

export type ConsentSource = 'accept-all' | 'reject-all' | 'preferences' | 'video-embed';

export interface Airgap {
  isReady(): boolean;
  getState(): ConsentState;
  /** Record a choice: cookie, server audit record, then the consent-change event. */
  decide(choices: PurposeChoices, source: ConsentSource): void;
}

let installed: Airgap | null = null;
const readyListeners = new Set<() => void>();

export function installAirgap(airgap: Airgap): void {
  installed = airgap;
  if (airgap.isReady()) announceReady();
}

export function uninstallAirgap(): void {
  installed = null;
}

export function currentAirgap(): Airgap | null {
  return installed;
}

/** Called by the installed manager once its state is known. */
export function announceReady(): void {
  const listeners = [...readyListeners];
  readyListeners.clear();
  for (const listener of listeners) listener();
}

/** Runs the listener when the manager announces it is ready; returns an unsubscribe. */
export function whenAirgapReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}
