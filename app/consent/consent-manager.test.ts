import { describe, expect, it } from 'vitest';
import { uninstallAirgap } from './airgap';
import { acceptAllChoices, CONSENT_VERSION, NOTHING_CHOSEN } from './purposes';
import { REGION_CONSENT_POLICY } from './region-policy';
import { testManager } from './test-support';
import { REGIONS } from '../regions/region';

const stored = (choices = acceptAllChoices(false), version = CONSENT_VERSION) => ({
  version,
  decidedAt: '2026-10-01T10:00:00.000Z',
  choices,
  anonymousId: 'KeptAnonymousId0001',
});

describe('region defaults', () => {
  it('asks before anything non-essential in every region, with a lighter banner in us', () => {
    for (const region of REGIONS) {
      expect(REGION_CONSENT_POLICY[region].askBeforeNonEssential).toBe(true);
      const { manager } = testManager({ region });
      expect(manager.isDecided()).toBe(false);
      expect(manager.getState()).toEqual({
        version: CONSENT_VERSION,
        decidedAt: null,
        purposes: { essential: true, functional: false, analytics: false, advertising: false },
        gpc: false,
      });
    }
    expect(REGION_CONSENT_POLICY.gb.banner).toBe('full');
    expect(REGION_CONSENT_POLICY.au.banner).toBe('full');
    expect(REGION_CONSENT_POLICY.us.banner).toBe('light');
  });
});

describe('the consent manager', () => {
  it('starts from a stored choice of the current version', () => {
    const { manager } = testManager({ stored: stored() });
    expect(manager.isDecided()).toBe(true);
    expect(manager.getState().purposes).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      advertising: true,
    });
    expect(manager.getState().decidedAt).toBe('2026-10-01T10:00:00.000Z');
  });

  it('asks again when the stored choice is of an older version, keeping the audit key', () => {
    const { manager, recorded } = testManager({
      stored: stored(acceptAllChoices(false), CONSENT_VERSION - 1),
    });
    expect(manager.isDecided()).toBe(false);
    expect(manager.getState().purposes.analytics).toBe(false);
    manager.decide(NOTHING_CHOSEN, 'reject-all');
    expect(recorded[0]?.anonymousId).toBe('KeptAnonymousId0001');
  });

  it('stores, records and announces a choice, in that order of effects, with a stable snapshot', () => {
    const { manager, persisted, recorded, announced } = testManager();
    const before = manager.getState();
    expect(manager.getState()).toBe(before);
    manager.decide({ functional: true, analytics: false, advertising: false }, 'preferences');
    expect(persisted).toEqual([
      {
        version: CONSENT_VERSION,
        decidedAt: '2026-11-21T08:00:00.000Z',
        choices: { functional: true, analytics: false, advertising: false },
        anonymousId: 'TestAnonymousId0001',
      },
    ]);
    expect(recorded).toEqual([
      {
        version: CONSENT_VERSION,
        decidedAt: '2026-11-21T08:00:00.000Z',
        anonymousId: 'TestAnonymousId0001',
        region: 'gb',
        purposes: { functional: true, analytics: false, advertising: false },
        gpc: false,
        source: 'preferences',
      },
    ]);
    expect(announced).toEqual([manager.getState()]);
    expect(manager.getState()).not.toBe(before);
    expect(manager.isDecided()).toBe(true);
  });

  it('keeps one anonymous id across changes of mind', () => {
    const { manager, recorded } = testManager({
      newId: (() => {
        let n = 0;
        return () => `GeneratedAnonymousId${(n += 1)}`;
      })(),
    });
    manager.decide(acceptAllChoices(false), 'accept-all');
    manager.decide(NOTHING_CHOSEN, 'reject-all');
    expect(recorded.map((record) => record.anonymousId)).toEqual([
      'GeneratedAnonymousId1',
      'GeneratedAnonymousId1',
    ]);
  });

  it('becomes ready once, however often it is marked ready', () => {
    const { manager } = testManager();
    expect(manager.isReady()).toBe(false);
    manager.markReady();
    manager.markReady();
    expect(manager.isReady()).toBe(true);
    uninstallAirgap();
  });
});

describe('Global Privacy Control', () => {
  it('makes Accept all grant everything except Advertising', () => {
    expect(acceptAllChoices(true)).toEqual({ functional: true, analytics: true, advertising: false });
    expect(acceptAllChoices(false)).toEqual({ functional: true, analytics: true, advertising: true });
  });

  it('never lets a choice grant Advertising while it is on', () => {
    const { manager, recorded, persisted } = testManager({ gpc: true });
    manager.decide({ functional: true, analytics: true, advertising: true }, 'preferences');
    expect(manager.getState().purposes.advertising).toBe(false);
    expect(manager.getState().gpc).toBe(true);
    expect(recorded[0]?.purposes.advertising).toBe(false);
    expect(persisted[0]?.choices.advertising).toBe(false);
  });

  it('overrides an earlier stored grant of Advertising', () => {
    const { manager } = testManager({ gpc: true, stored: stored() });
    expect(manager.getState().purposes).toMatchObject({ analytics: true, advertising: false });
  });

  it('switches Advertising off when the server reports a Sec-GPC header the page did not see', () => {
    const { manager, announced } = testManager({ stored: stored() });
    expect(manager.getState().purposes.advertising).toBe(true);
    manager.applyGpc();
    expect(manager.getState().purposes.advertising).toBe(false);
    expect(announced.at(-1)?.gpc).toBe(true);
    manager.applyGpc();
    expect(announced).toHaveLength(1);
  });
});
