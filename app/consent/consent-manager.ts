// The consent manager behind the client API: the visitor's stored choice, the GPC signal and the
// region's policy make the state; a choice is stored (cookie), recorded (server audit) and announced
// (consent-change). Pure apart from the three effects it is given, so tests drive it directly.
import { announceReady, type Airgap, type ConsentSource } from './airgap';
import { newAnonymousId, type StoredConsent } from './consent-cookie';
import {
  acceptAllChoices,
  CONSENT_VERSION,
  effectivePurposes,
  NOTHING_CHOSEN,
  type ConsentState,
  type PurposeChoices,
} from './purposes';
import { REGION_CONSENT_POLICY } from './region-policy';
import type { Region } from '../regions/region';

/** What the server's audit record receives (app/routes/api.consent.ts validates the same shape). */
export interface ConsentRecordPayload {
  version: number;
  decidedAt: string;
  anonymousId: string;
  region: Region;
  purposes: PurposeChoices;
  gpc: boolean;
  source: ConsentSource;
}

export interface ConsentManagerOptions {
  region: Region;
  gpc: boolean;
  /** The decoded consent cookie, or null. A choice made under an older CONSENT_VERSION is ignored. */
  stored: StoredConsent | null;
  persist(stored: StoredConsent): void;
  record(payload: ConsentRecordPayload): void;
  announce(state: ConsentState): void;
  now?: () => Date;
  newId?: () => string;
}

export interface ConsentManager extends Airgap {
  /** Whether the visitor has made a choice under the current version (else the banner shows). */
  isDecided(): boolean;
  /** The stored choices, or the region's defaults while nothing is decided. */
  choices(): PurposeChoices;
  setRegion(region: Region): void;
  /** Marks the manager ready and wakes everything waiting in ready(). */
  markReady(): void;
  /** The server saw Sec-GPC on this visitor's requests: Advertising is off from now on. */
  applyGpc(): void;
}

export function createConsentManager(options: ConsentManagerOptions): ConsentManager {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? newAnonymousId;
  let region = options.region;
  let stored = options.stored?.version === CONSENT_VERSION ? options.stored : null;
  let ready = false;
  // GPC can only switch on during a page's life (the signal comes with the request).
  let gpc = options.gpc;

  const choices = (): PurposeChoices => {
    if (stored) return stored.choices;
    return REGION_CONSENT_POLICY[region].askBeforeNonEssential ? NOTHING_CHOSEN : acceptAllChoices(gpc);
  };

  const computeState = (): ConsentState => ({
    version: CONSENT_VERSION,
    decidedAt: stored?.decidedAt ?? null,
    purposes: effectivePurposes(choices(), gpc),
    gpc,
  });
  // One object per change, so React's useSyncExternalStore sees a stable snapshot between changes.
  let snapshot = computeState();
  const state = () => snapshot;

  return {
    isReady: () => ready,
    markReady() {
      if (ready) return;
      ready = true;
      announceReady();
    },
    getState: state,
    isDecided: () => stored !== null,
    choices,
    setRegion(next) {
      region = next;
      snapshot = computeState();
    },
    decide(chosen, source) {
      // GPC is an opt-out of Advertising: no choice made while it is on grants Advertising.
      const clean: PurposeChoices = { ...chosen, advertising: chosen.advertising && !gpc };
      stored = {
        version: CONSENT_VERSION,
        decidedAt: now().toISOString(),
        choices: clean,
        anonymousId: stored?.anonymousId ?? options.stored?.anonymousId ?? newId(),
      };
      options.persist(stored);
      options.record({
        version: stored.version,
        decidedAt: stored.decidedAt,
        anonymousId: stored.anonymousId,
        region,
        purposes: clean,
        gpc,
        source,
      });
      snapshot = computeState();
      options.announce(snapshot);
    },
    applyGpc() {
      if (gpc) return;
      gpc = true;
      snapshot = computeState();
      options.announce(snapshot);
    },
  };
}
