// Loads each service only after the consent manager is ready and the service is allowed, once per
// page, and re-evaluates on every consent-change (requirements §4 "Consent", §7 "Tracking scripts are loaded
// after consent"). First-party services are lazy chunks with start()/stop(), created with the
// settings they need (monitoring: the §3 monitoring configuration); third-party services are script
// URLs from the configuration. A Google tag (google-tag.ts) is a third-party service whose
// start commands are pushed to dataLayer just before its script is added. Withdrawal stops what can
// be stopped and deletes the service's first-party cookies; a third-party script that already ran
// stays until the next page.
import { isAllowed, onConsentChange, ready, SERVICE_NAMES, type ServiceName } from './client';
import { pushGtag } from './google-consent-mode';
import {
  GOOGLE_TAG_KINDS,
  GOOGLE_TAG_SERVICES,
  googleTagStartCommands,
  isGoogleTagService,
  type GoogleTagCommand,
  type GoogleTagService,
} from './google-tag';
import { SERVICES } from './services';
import { waitForGlobal } from './script-wait';
import { reportLiveChat } from './live-chat';
import * as testVariation from '../experiments/test-variation';
import type { MonitoringClientConfig } from '../monitoring/monitoring-events';
import type { PluginLoader, ServicePlugin, ServiceSettings } from './service-plugin';

/** The services whose code is the site's own, loaded on demand. */
const FIRST_PARTY_PLUGINS: Partial<Record<ServiceName, PluginLoader>> = {
  analytics: () => import('../analytics/analytics-runtime').then((module) => module.default),
  monitoring: ({ monitoring }) =>
    import('../monitoring/monitoring-runtime').then((module) =>
      // startService() does not load monitoring without its configuration.
      module.createMonitoringPlugin(monitoring as MonitoringClientConfig),
    ),
  // Tiny and needed by the signup form either way, so it is in the main bundle.
  'test-variation': () => Promise.resolve(testVariation),
};

export const THIRD_PARTY_SERVICES = ['live-chat', 'ad-pixel', 'social-sdk', ...GOOGLE_TAG_SERVICES] as const;
export type ThirdPartyService = (typeof THIRD_PARTY_SERVICES)[number];
/**
 * The script address of each configured third-party service (config().tracking; the Google tag's
 * from GOOGLE_TAG_ID, by googleTagScripts); unset: none.
 */
export type ThirdPartyScripts = Partial<Record<ThirdPartyService, string>>;

/** The global each third-party script defines once it has run (what the script-wait helper polls). */
export const THIRD_PARTY_GLOBALS: Record<ThirdPartyService, string> = {
  'live-chat': 'LiveChatWidget',
  'ad-pixel': 'adPixel',
  'social-sdk': 'FB',
  ...(Object.fromEntries(
    GOOGLE_TAG_SERVICES.map((service) => [service, GOOGLE_TAG_KINDS[service].global]),
  ) as Record<GoogleTagService, string>),
};

type ServiceStatus = 'off' | 'starting' | 'on';

export interface ScriptLoaderDeps {
  plugins?: Partial<Record<ServiceName, PluginLoader>>;
  /** Adds the script; calls onError if it cannot be fetched or run. */
  injectScript?: (url: string, onError: () => void) => void;
  deleteCookie?: (name: string) => void;
  /** The names of the page's cookies, for the registry's name patterns (`_ga_*`). */
  cookieNames?: () => string[];
  waitForGlobal?: (name: string) => Promise<unknown>;
  /** Pushes a Google tag's start commands to dataLayer (gtag() for gtag commands). */
  pushToDataLayer?: (commands: readonly GoogleTagCommand[]) => void;
}

export interface ScriptLoader {
  /** Runs one evaluation (they are queued, never concurrent); resolves when it has been applied. */
  evaluate(): Promise<void>;
  /** Resolves with the service's global once its script has run (third-party services only). */
  serviceReady(service: ThirdPartyService): Promise<unknown> | null;
  stopListening(): void;
}

export function createScriptLoader(
  scripts: ThirdPartyScripts,
  settings: ServiceSettings = { monitoring: null },
  deps: ScriptLoaderDeps = {},
): ScriptLoader {
  const plugins = deps.plugins ?? FIRST_PARTY_PLUGINS;
  const inject = deps.injectScript ?? injectScriptElement;
  const removeCookie = deps.deleteCookie ?? deleteFirstPartyCookie;
  const waitFor = deps.waitForGlobal ?? ((name: string) => waitForGlobal(name));
  const pushCommands = deps.pushToDataLayer ?? pushToDataLayer;
  const pageCookieNames = deps.cookieNames ?? cookieNamesOfPage;
  const status = new Map<ServiceName, ServiceStatus>();
  const loadedUrls = new Set<string>();
  const readiness = new Map<ThirdPartyService, Promise<unknown>>();
  const started = new Map<ServiceName, ServicePlugin>();
  let queue: Promise<void> = Promise.resolve();
  // Only once the manager is ready does anything run; before that, changes have nothing to change.
  let isReady = false;

  const apply = async (service: ServiceName, allowed: boolean) => {
    const current = status.get(service) ?? 'off';
    if (allowed && current === 'off') {
      status.set(service, 'starting');
      try {
        await startService(service);
        status.set(service, 'on');
      } catch (error) {
        status.set(service, 'off');
        console.error(`[consent] ${service} could not start`, error);
      }
    } else if (!allowed && current === 'on') {
      status.set(service, 'off');
      stopService(service);
    } else if (!allowed && service === 'test-variation') {
      // §4: refused, the test-variation tool gets the rejected state 3 (not just "not started").
      testVariation.deny();
    }
  };

  const startService = async (service: ServiceName) => {
    const loadPlugin = plugins[service];
    if (loadPlugin) {
      if (service === 'monitoring' && !settings.monitoring) return;
      const plugin = started.get(service) ?? (await loadPlugin(settings));
      started.set(service, plugin);
      plugin.start();
      return;
    }
    if (!isThirdParty(service)) return; // video embeds: the players ask for consent themselves
    const url = scripts[service];
    if (!url || loadedUrls.has(url)) return;
    loadedUrls.add(url);
    // Before the script, as Google's snippets do, and after the consent commands already there.
    if (isGoogleTagService(service)) pushCommands(googleTagStartCommands(url, new Date()));
    // A script that fails to load says so at once, rather than after the script-wait helper's 30 s.
    const global = new Promise<unknown>((resolve, reject) => {
      inject(url, () => reject(new Error(`${url} did not load`)));
      waitFor(THIRD_PARTY_GLOBALS[service]).then(resolve, reject);
    });
    readiness.set(service, global);
    if (service === 'live-chat') {
      reportLiveChat('loading');
      global.then(
        () => reportLiveChat('shown'),
        () => reportLiveChat('failed'),
      );
    }
    global.catch((error: unknown) => console.warn(`[consent] ${service} script did not start`, error));
  };

  const stopService = (service: ServiceName) => {
    started.get(service)?.stop();
    // A third-party service this site does not configure set nothing (another kind of Google tag).
    if (isThirdParty(service) && !scripts[service]) return;
    for (const cookie of SERVICES[service].cookies) {
      if (!cookie.firstParty) continue;
      // A name ending in * stands for every cookie whose name starts with what comes before it.
      const prefix = cookie.name.endsWith('*') ? cookie.name.slice(0, -1) : null;
      const names =
        prefix === null ? [cookie.name] : pageCookieNames().filter((name) => name.startsWith(prefix));
      for (const name of names) removeCookie(name);
    }
  };

  const evaluate = () => {
    queue = queue.then(async () => {
      if (!isReady) return;
      const verdicts = await Promise.all(SERVICE_NAMES.map((service) => isAllowed(service)));
      for (const [index, service] of SERVICE_NAMES.entries()) await apply(service, verdicts[index] === true);
    });
    return queue;
  };

  ready(() => {
    isReady = true;
    void evaluate();
  });
  const stopListening = onConsentChange(() => void evaluate());

  return { evaluate, serviceReady: (service) => readiness.get(service) ?? null, stopListening };
}

function isThirdParty(service: ServiceName): service is ThirdPartyService {
  return (THIRD_PARTY_SERVICES as readonly string[]).includes(service);
}

function injectScriptElement(url: string, onError: () => void) {
  if (document.querySelector(`script[src="${CSS.escape(url)}"]`)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.addEventListener('error', onError, { once: true });
  document.head.append(script);
}

function deleteFirstPartyCookie(name: string) {
  const expired = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  document.cookie = expired;
  // A tag may set its cookies for a parent domain (gtag.js does, on the highest one it can): those
  // are other cookies of the same name, deleted only with their Domain.
  const host = location.hostname;
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return;
  const labels = host.split('.');
  for (let index = 0; index < labels.length - 1; index += 1) {
    document.cookie = `${expired}; Domain=${labels.slice(index).join('.')}`;
  }
}

function cookieNamesOfPage(): string[] {
  if (typeof document === 'undefined') return [];
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** The page's gtag() (the head script's) for gtag commands, dataLayer.push for messages. */
function pushToDataLayer(commands: readonly GoogleTagCommand[]) {
  for (const command of commands) {
    if ('gtag' in command) pushGtag(...command.gtag);
    else (window.dataLayer ??= []).push(command.message);
  }
}
