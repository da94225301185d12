import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAirgap, uninstallAirgap } from './airgap';
import { CONSENT_CHANGE_EVENT } from './client';
import { acceptAllChoices, NOTHING_CHOSEN } from './purposes';
import { liveChatPresence, reportLiveChat } from './live-chat';
import { googleTagScriptUrl, type GoogleTagCommand } from './google-tag';
import { createScriptLoader, THIRD_PARTY_GLOBALS, type ScriptLoaderDeps } from './script-loader';
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

describe('a Google tag (GOOGLE_TAG_ID)', () => {
  const GA4 = googleTagScriptUrl('G-E2ETEST01');
  const CONTAINER = googleTagScriptUrl('GTM-K9ABCD1');

  /** The loader with one Google tag, recording the commands it pushes and the scripts it adds, in order. */
  function setupTag(scripts: Record<string, string>, deps: ScriptLoaderDeps = {}) {
    const events: unknown[] = [];
    const waited: string[] = [];
    const context = setup(scripts, undefined, {
      injectScript: (url) => events.push(['inject', url]),
      pushToDataLayer: (commands: readonly GoogleTagCommand[]) => events.push(['push', ...commands]),
      waitForGlobal: (name) => {
        waited.push(name);
        return Promise.resolve({});
      },
      ...deps,
    });
    return { ...context, events, waited };
  }

  it('loads nothing before a choice; with Analytics, pushes js and config, then adds gtag.js, once', async () => {
    const { manager, loader, events, waited } = setupTag({ 'google-analytics': GA4 });
    manager.markReady();
    await loader.evaluate();
    expect(events).toEqual([]);
    manager.decide({ functional: false, analytics: true, advertising: false }, 'preferences');
    await loader.evaluate();
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    expect(events).toEqual([
      ['push', { gtag: ['js', expect.any(Date)] }, { gtag: ['config', 'G-E2ETEST01'] }],
      ['inject', GA4],
    ]);
    expect(waited).toEqual(['google_tag_manager']);
    await expect(loader.serviceReady('google-analytics')).resolves.toEqual({});
  });

  it('loads nothing after Reject all, nor with only Advertising', async () => {
    const { manager, loader, events } = setupTag({ 'google-analytics': GA4 });
    manager.markReady();
    manager.decide(NOTHING_CHOSEN, 'reject-all');
    await loader.evaluate();
    manager.decide({ functional: true, analytics: false, advertising: true }, 'preferences');
    await loader.evaluate();
    expect(events).toEqual([]);
  });

  it('loads a Tag Manager container only with Analytics and Advertising, so never under GPC', async () => {
    const { manager, loader, events } = setupTag({ 'google-tag-manager': CONTAINER });
    manager.markReady();
    manager.decide({ functional: false, analytics: true, advertising: false }, 'preferences');
    await loader.evaluate();
    expect(events).toEqual([]);
    manager.applyGpc();
    manager.decide(acceptAllChoices(true), 'accept-all');
    await loader.evaluate();
    expect(events).toEqual([]);

    const fresh = setupTag({ 'google-tag-manager': CONTAINER });
    fresh.manager.markReady();
    fresh.manager.decide(acceptAllChoices(false), 'accept-all');
    await fresh.loader.evaluate();
    expect(fresh.events).toEqual([
      ['push', { message: { 'gtm.start': expect.any(Number), event: 'gtm.js' } }],
      ['inject', CONTAINER],
    ]);
  });

  it('pushes through the page’s gtag() (arguments objects) after the consent commands already there', async () => {
    const { manager, loader } = setupTag({ 'google-analytics': GA4 }, { pushToDataLayer: undefined });
    const consentDefault = ['consent', 'default', { analytics_storage: 'denied' }];
    const page = window as unknown as { dataLayer: unknown[]; gtag: (...command: unknown[]) => void };
    page.dataLayer = [consentDefault];
    page.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- Google's gtag() pushes its arguments object
      page.dataLayer.push(arguments);
    };
    manager.markReady();
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    const isArguments = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]';
    expect(page.dataLayer.map((entry) => (isArguments(entry) ? 'arguments' : 'other'))).toEqual([
      'other',
      'arguments',
      'arguments',
    ]);
    const [, js, config] = page.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(js).toEqual(['js', expect.any(Date)]);
    expect(config).toEqual(['config', 'G-E2ETEST01']);
  });

  it('pushes the gtm.js event into dataLayer as it is', async () => {
    const { manager, loader } = setupTag({ 'google-tag-manager': CONTAINER }, { pushToDataLayer: undefined });
    const page = window as unknown as { dataLayer?: unknown[] };
    manager.markReady();
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    expect(page.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });

  it('deletes _ga and every _ga_* cookie on withdrawal', async () => {
    const { manager, loader, deletedCookies } = setupTag(
      { 'google-analytics': GA4 },
      { cookieNames: () => ['sl_consent', '_ga', '_ga_E2ETEST01', '_gat', '_gcl_au'] },
    );
    manager.markReady();
    manager.decide(acceptAllChoices(false), 'accept-all');
    await loader.evaluate();
    manager.decide({ functional: true, analytics: false, advertising: true }, 'preferences');
    await loader.evaluate();
    expect(deletedCookies).toEqual(expect.arrayContaining(['_ga', '_ga_E2ETEST01']));
    expect(deletedCookies).not.toContain('_gat');
    expect(deletedCookies).not.toContain('_gcl_au');
    expect(deletedCookies).not.toContain('_ga_*');
  });

  it('waits for google_tag_manager for every kind', () => {
    expect(THIRD_PARTY_GLOBALS['google-analytics']).toBe('google_tag_manager');
    expect(THIRD_PARTY_GLOBALS['google-ads']).toBe('google_tag_manager');
    expect(THIRD_PARTY_GLOBALS['google-tag-manager']).toBe('google_tag_manager');
  });
});
