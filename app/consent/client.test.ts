import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAirgap, uninstallAirgap, type Airgap } from './airgap';
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_READY_TIMEOUT_MS,
  getConsent,
  isAllowed,
  onConsentChange,
  ready,
} from './client';
import { CONSENT_ERRORS } from './consent-errors';
import { acceptAllChoices } from './purposes';
import { testManager } from './test-support';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  uninstallAirgap();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const loggedMessages = () => vi.mocked(console.error).mock.calls.map((call) => String(call[0]));

/** A browser-like global window: an event target the manager's events go through. */
function stubWindow() {
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  return target;
}

describe('the consent client on the server (no window)', () => {
  it("denies with 'Airgap not available', and ready never calls back", async () => {
    const callback = vi.fn();
    ready(callback);
    expect(await isAllowed('analytics')).toBe(false);
    expect(callback).not.toHaveBeenCalled();
    expect(loggedMessages()).toEqual([
      `[consent] ${CONSENT_ERRORS.notAvailable}`,
      `[consent] ${CONSENT_ERRORS.notAvailable}`,
    ]);
    expect(getConsent().purposes).toEqual({
      essential: true,
      functional: false,
      analytics: false,
      advertising: false,
    });
  });
});

describe('the consent client in the browser', () => {
  beforeEach(() => stubWindow());

  it("denies with 'Invalid service name provided' for a name not in the registry", async () => {
    const { manager } = testManager();
    installAirgap(manager);
    manager.markReady();
    manager.decide(acceptAllChoices(false), 'accept-all');
    expect(await isAllowed('not-a-service')).toBe(false);
    expect(await isAllowed('')).toBe(false);
    expect(loggedMessages()).toEqual([
      `[consent] ${CONSENT_ERRORS.invalidService}`,
      `[consent] ${CONSENT_ERRORS.invalidService}`,
    ]);
  });

  it("denies with 'Airgap not available' before the manager is installed", async () => {
    expect(await isAllowed('analytics')).toBe(false);
    expect(loggedMessages()).toEqual([`[consent] ${CONSENT_ERRORS.notAvailable}`]);
  });

  it("denies with 'Airgap ready timeout' when the manager is not ready within 10,000 ms", async () => {
    vi.useFakeTimers();
    const { manager } = testManager();
    installAirgap(manager);
    const callback = vi.fn();
    ready(callback);
    const verdict = isAllowed('analytics');
    await vi.advanceTimersByTimeAsync(CONSENT_READY_TIMEOUT_MS - 1);
    expect(loggedMessages()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await verdict).toBe(false);
    expect(callback).not.toHaveBeenCalled();
    expect(loggedMessages()).toEqual([
      `[consent] ${CONSENT_ERRORS.readyTimeout}`,
      `[consent] ${CONSENT_ERRORS.readyTimeout}`,
    ]);
    expect(CONSENT_READY_TIMEOUT_MS).toBe(10_000);
  });

  it("denies with 'Consent check failed' when the check itself throws", async () => {
    const broken: Airgap = {
      isReady: () => true,
      getState: () => {
        throw new Error('state unreadable');
      },
      decide: () => {},
    };
    installAirgap(broken);
    expect(await isAllowed('analytics')).toBe(false);
    expect(loggedMessages()).toEqual([`[consent] ${CONSENT_ERRORS.checkFailed}`]);
  });

  it('waits for the manager to become ready, then answers from the visitor’s choice', async () => {
    const { manager } = testManager();
    installAirgap(manager);
    const callback = vi.fn();
    ready(callback);
    const pending = isAllowed('live-chat');
    manager.decide({ functional: true, analytics: false, advertising: false }, 'preferences');
    manager.markReady();
    expect(await pending).toBe(true);
    expect(callback).toHaveBeenCalledOnce();
    expect(await isAllowed('analytics')).toBe(false);
    expect(await isAllowed('video-embeds')).toBe(false);
    expect(loggedMessages()).toEqual([]);
  });

  it('tells listeners about each change until they stop listening', () => {
    const target = stubWindow();
    const seen: boolean[] = [];
    const stop = onConsentChange((state) => seen.push(state.purposes.analytics));
    const { manager } = testManager({
      announce: (state) => target.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: state })),
    });
    installAirgap(manager);
    manager.decide(acceptAllChoices(false), 'accept-all');
    stop();
    manager.decide(acceptAllChoices(false), 'accept-all');
    expect(seen).toEqual([true]);
    expect(getConsent()).toBe(manager.getState());
  });
});
