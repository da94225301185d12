import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAirgap, uninstallAirgap } from './airgap';
import { CONSENT_CHANGE_EVENT } from './client';
import { acceptAllChoices, NOTHING_CHOSEN } from './purposes';
import { liveChatPresence, reportLiveChat } from './live-chat';
import { createScriptLoader, type ScriptLoaderDeps } from './script-loader';
import type { ServicePlugin, ServiceSettings } from './service-plugin';
import { testManager } from './test-support';
import { ANALYTICS_ID_COOKIE } from '../analytics/client-id';
import { EXPERIMENTS_COOKIE } from '../experiments/experiments';
import { TEST_VARIATION_CONSENT, testVariationConsentState } from '../experiments/test-variation';
import type { MonitoringClientConfig } from '../monitoring/monitoring-events';

const SCRIPTS = {
  'live-chat': 'https://chat.example.test/widget.js',
  'ad-pixel': 'https://ads.example.test/pixel.js',
  'social-sdk': 'https://social.example.test/sdk.js',
};

function fakePlugin() {
  const calls: string[] = [];
  const plugin: ServicePlugin = { start: () => calls.push('start'), stop: () => calls.push('stop') };
  return { plugin, calls };
}

const MONITORING: MonitoringClientConfig = {
  clientToken: 'pub-test-rum-token',
  logsClientToken: 'pub-test-logs-token',
  applicationId: 'test-app',
  service: 'shiftlane-website',
  env: 'test',
  version: '1.0.0',
  deployEnv: 'test',
  commit: 'abc123',
  sessionSampleRate: 100,
  replaySampleRate: 0,
  replayManualStart: false,
};

function setup(
  scripts: Record<string, string> = SCRIPTS,
  settings: ServiceSettings = { monitoring: MONITORING },
  deps: ScriptLoaderDeps = {},
) {
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  const { manager } = testManager({
    announce: (state) => target.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: state })),
  });
  installAirgap(manager);
  const analytics = fakePlugin();
  const monitoring = fakePlugin();
  const experiments = fakePlugin();
  const injected: string[] = [];
  const deletedCookies: string[] = [];
  const monitoringSettings: ServiceSettings[] = [];
  const loader = createScriptLoader(scripts, settings, {
    plugins: {
      analytics: () => Promise.resolve(analytics.plugin),
      monitoring: (given) => {
        monitoringSettings.push(given);
        return Promise.resolve(monitoring.plugin);
      },
      'test-variation': () => Promise.resolve(experiments.plugin),
    },
    injectScript: (url) => injected.push(url),
    deleteCookie: (name) => deletedCookies.push(name),
    waitForGlobal: () => Promise.resolve({}),
    ...deps,
  });
  return {
    manager,
    loader,
    analytics,
    monitoring,
    monitoringSettings,
    experiments,
    injected,
    deletedCookies,
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  reportLiveChat('absent');
  uninstallAirgap();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the script loader', () => {
  it('loads nothing before the consent manager is ready, nor while nothing is decided', async () => {
    const { manager, loader, analytics, injected } = setup();
    await loader.evaluate();
    expect(injected).toEqual([]);
    expect(analytics.calls).toEqual([]);
    manager.markReady();
    await loader.evaluate();
    expect(injected).toEqual([]);
    expect(analytics.calls).toEqual([]);
    // Denied: the test-variation tool has the rejected state 3, not merely "not started".
    expect(testVariationConsentState()).toBe(TEST_VARIATION_CONSENT.rejected);
  });

  it('starts every allowed service once after Accept all, however often consent changes', async () => {
    const { manager, loader, analytics, monitoring, experiments, injected } = setup();
    manager.markReady();
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    expect(analytics.calls).toEqual(['start']);
    expect(monitoring.calls).toEqual(['start']);
    expect(experiments.calls).toEqual(['start']);
    expect(injected.sort()).toEqual(Object.values(SCRIPTS).sort());
    await expect(loader.serviceReady('live-chat')).resolves.toEqual({});
  });

  it('creates the monitoring plugin with the monitoring configuration', async () => {
    const { manager, loader, monitoring, monitoringSettings } = setup();
    manager.markReady();
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    expect(monitoringSettings).toEqual([{ monitoring: MONITORING }]);
    expect(monitoring.calls).toEqual(['start']);
  });

  it('does not load monitoring on a page without its configuration (error pages), even with consent', async () => {
    const { manager, loader, analytics, monitoring, monitoringSettings } = setup(SCRIPTS, {
      monitoring: null,
    });
    manager.markReady();
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    expect(monitoringSettings).toEqual([]);
    expect(monitoring.calls).toEqual([]);
    expect(analytics.calls).toEqual(['start']);
  });

  it('loads only what the choice allows, and nothing more after Reject all', async () => {
    const { manager, loader, analytics, monitoring, injected } = setup();
    manager.markReady();
    manager.decide({ functional: true, analytics: false, advertising: false }, 'preferences');
    await loader.evaluate();
    expect(injected).toEqual([SCRIPTS['live-chat']]);
    expect(analytics.calls).toEqual([]);
    expect(monitoring.calls).toEqual([]);
  });

  it('stops withdrawn services and deletes their first-party cookies, without reloading scripts later', async () => {
    const { manager, loader, analytics, experiments, injected, deletedCookies } = setup();
    manager.markReady();
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    manager.decide(NOTHING_CHOSEN, 'reject-all');
    await loader.evaluate();
    expect(analytics.calls).toEqual(['start', 'stop']);
    expect(experiments.calls).toEqual(['start', 'stop']);
    expect(deletedCookies).toEqual(expect.arrayContaining([ANALYTICS_ID_COOKIE, EXPERIMENTS_COOKIE]));
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    expect(analytics.calls).toEqual(['start', 'stop', 'start']);
    // A third-party script runs once per page: granting again does not fetch it a second time.
    expect(injected).toHaveLength(3);
  });

  it('loads nothing for a service without a configured script, and one URL only once', async () => {
    const shared = 'https://shared.example.test/all.js';
    const { manager, loader, injected } = setup({ 'live-chat': shared, 'social-sdk': shared });
    manager.markReady();
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    expect(injected).toEqual([shared]);
  });

  it('keeps Advertising services off under GPC, even after Accept all', async () => {
    const { loader, injected } = (() => {
      const context = setup();
      context.manager.applyGpc();
      context.manager.markReady();
      context.manager.decide(acceptAllChoices(true), 'accept-all');
      return context;
    })();
    await loader.evaluate();
    expect(injected).toEqual([SCRIPTS['live-chat']]);
  });

  it('logs a service that fails to start and tries it again on the next evaluation', async () => {
    const { manager } = setup();
    const started = fakePlugin();
    let attempts = 0;
    const flaky = createScriptLoader(
      {},
      { monitoring: null },
      {
        plugins: {
          analytics: () => {
            attempts += 1;
            return attempts === 1
              ? Promise.reject(new Error('chunk failed'))
              : Promise.resolve(started.plugin);
          },
        },
        injectScript: () => {},
        deleteCookie: () => {},
        waitForGlobal: () => Promise.resolve({}),
      },
    );
    manager.markReady();
    await flaky.evaluate();
    // The consent-change of this choice runs one evaluation (the load fails), the call below another.
    manager.decide(acceptAllChoices(false), 'accept-all');
    await flaky.evaluate();
    expect(attempts).toBe(2);
    expect(started.calls).toEqual(['start']);
    expect(vi.mocked(console.error).mock.calls.map((call) => String(call[0]))).toContain(
      '[consent] analytics could not start',
    );
  });
  it('reports the live chat as shown once its global is defined', async () => {
    const { manager, loader } = setup();
    manager.markReady();
    expect(liveChatPresence()).toBe('absent');
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    await loader.serviceReady('live-chat');
    expect(liveChatPresence()).toBe('shown');
  });

  it('reports the live chat as failed as soon as its script cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failLoad: () => void = () => {};
    const { manager, loader } = setup(SCRIPTS, undefined, {
      injectScript: (_url, onError) => (failLoad = onError),
      // The global never comes: only the load error can end the wait early.
      waitForGlobal: () => new Promise(() => {}),
    });
    manager.markReady();
    manager.decide({ functional: true, analytics: false, advertising: false }, 'preferences');
    await loader.evaluate();
    expect(liveChatPresence()).toBe('loading');
    failLoad();
    await expect(loader.serviceReady('live-chat')).rejects.toThrow('did not load');
    expect(liveChatPresence()).toBe('failed');
  });
});
