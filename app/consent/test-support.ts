// A consent manager for tests, with its effects recorded instead of touching a browser.
import type { StoredConsent } from './consent-cookie';
import {
  createConsentManager,
  type ConsentManagerOptions,
  type ConsentRecordPayload,
} from './consent-manager';
import type { ConsentState } from './purposes';

export function testManager(overrides: Partial<ConsentManagerOptions> = {}) {
  const persisted: StoredConsent[] = [];
  const recorded: ConsentRecordPayload[] = [];
  const announced: ConsentState[] = [];
  const manager = createConsentManager({
    region: 'gb',
    gpc: false,
    stored: null,
    persist: (stored) => persisted.push(stored),
    record: (payload) => recorded.push(payload),
    announce: (state) => announced.push(state),
    now: () => new Date('2026-11-21T08:00:00.000Z'),
    newId: () => 'TestAnonymousId0001',
    ...overrides,
  });
  return { manager, persisted, recorded, announced };
}
