// A Google tag as a consent-gated service, from one configuration variable (GOOGLE_TAG_ID). What
// depends on the kind of id is decided here and nowhere else: which service it is (and so its
// purposes, from its data flows and cookies), the script's address, the global the script defines,
// the commands it needs once loaded, and where it sends its hits (for the Content Security Policy).
// The registry (services.ts), the script loader (script-loader.ts), the configuration check
// (config/index.ts, with the ids' syntax in config/google-tag-id.ts) and the policy
// (server/security/csp.ts) read it from here.
//
// The loader follows Google's "basic" consent mode: the tag's script is added only once the visitor
// has consented to every purpose of its service, and then finds the Consent Mode defaults and the
// latest update (google-consent-mode.ts) already in dataLayer, followed by the commands below.
import { GOOGLE_TAG_ID_RULE, googleTagIdKind, type GoogleTagIdKind } from '../../config/google-tag-id';
import type { ServiceDefinition } from './services';

export { GOOGLE_TAG_ID_RULE };

/** One service per kind of id; a site configures at most one of them (GOOGLE_TAG_ID). */
export const GOOGLE_TAG_SERVICES = ['google-analytics', 'google-ads', 'google-tag-manager'] as const;
export type GoogleTagService = (typeof GOOGLE_TAG_SERVICES)[number];

/** Where gtag.js and gtm.js are served from, and the only origin a Google tag's script comes from. */
export const GOOGLE_TAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** Where Google Analytics 4 sends its hits (Google's CSP guide for Analytics). */
const ANALYTICS_ENDPOINTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  GOOGLE_TAG_SCRIPT_ORIGIN,
];
/** Where Google Ads sends conversions and remarketing hits (Google's CSP guide for Ads). */
const ADS_ENDPOINTS = [
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
];

const ANALYTICS_COOKIES = [
  { name: '_ga', firstParty: true, purpose: 'analytics' },
  { name: '_ga_*', firstParty: true, purpose: 'analytics' },
] as const;
const ADS_COOKIES = [
  // The conversion linker's cookies on the site's own domain (_gcl_au and its kin).
  { name: '_gcl_*', firstParty: true, purpose: 'advertising' },
  { name: 'Google advertising cookies (doubleclick.net)', firstParty: false, purpose: 'advertising' },
] as const;

export interface GoogleTagKind {
  /** The ids it runs (config/google-tag-id.ts says what each kind looks like). */
  readonly idKind: GoogleTagIdKind;
  /** gtag.js (Analytics, Ads) or gtm.js (a Tag Manager container). */
  readonly library: 'gtag' | 'gtm';
  /** The global the script defines once it has run: what the script loader waits for. */
  readonly global: string;
  /** The service's entry in the registry: its purposes come from these flows and cookies. */
  readonly definition: ServiceDefinition;
  /** Where the tag sends its hits: added to connect-src and img-src when it is configured. */
  readonly endpoints: readonly string[];
}

/**
 * The three kinds. A Tag Manager container may hold measurement and advertising tags alike, and the
 * site cannot see which it holds: it is treated as both, so it loads only when the visitor has
 * consented to Analytics and Advertising (and so never under GPC, which keeps Advertising off).
 * The Consent Mode types still tell each tag inside it what it may store.
 */
export const GOOGLE_TAG_KINDS: Record<GoogleTagService, GoogleTagKind> = {
  'google-analytics': {
    idKind: 'analytics',
    library: 'gtag',
    global: 'google_tag_manager',
    definition: {
      label: 'Google Analytics',
      firstParty: false,
      flows: [
        { destination: 'Google Analytics', description: 'Page views and interactions', purpose: 'analytics' },
      ],
      cookies: ANALYTICS_COOKIES,
    },
    endpoints: ANALYTICS_ENDPOINTS,
  },
  'google-ads': {
    idKind: 'ads',
    library: 'gtag',
    global: 'google_tag_manager',
    definition: {
      label: 'Google Ads',
      firstParty: false,
      flows: [
        {
          destination: 'Google Ads',
          description: 'Visits from ad campaigns and conversions',
          purpose: 'advertising',
        },
      ],
      cookies: ADS_COOKIES,
    },
    endpoints: ADS_ENDPOINTS,
  },
  'google-tag-manager': {
    idKind: 'container',
    library: 'gtm',
    global: 'google_tag_manager',
    definition: {
      label: 'Google Tag Manager',
      firstParty: false,
      flows: [
        {
          destination: 'Google (the container’s measurement tags)',
          description: 'Page views and interactions',
          purpose: 'analytics',
        },
        {
          destination: 'Google (the container’s advertising tags)',
          description: 'Visits from ad campaigns and conversions',
          purpose: 'advertising',
        },
      ],
      cookies: [...ANALYTICS_COOKIES, ...ADS_COOKIES],
    },
    endpoints: [...ANALYTICS_ENDPOINTS, ...ADS_ENDPOINTS],
  },
};

export function isGoogleTagService(service: string): service is GoogleTagService {
  return (GOOGLE_TAG_SERVICES as readonly string[]).includes(service);
}

/** The service an id belongs to; null for anything that is not a Google tag id. */
export function googleTagServiceOf(id: string): GoogleTagService | null {
  const idKind = googleTagIdKind(id);
  return GOOGLE_TAG_SERVICES.find((service) => GOOGLE_TAG_KINDS[service].idKind === idKind) ?? null;
}

function kindOf(id: string): GoogleTagKind {
  const service = googleTagServiceOf(id);
  if (!service) throw new Error(`${JSON.stringify(id)} ${GOOGLE_TAG_ID_RULE}`);
  return GOOGLE_TAG_KINDS[service];
}

/** The script's address, built from the id alone (which the pattern restricts to [A-Z0-9-]). */
export function googleTagScriptUrl(id: string): string {
  const path = kindOf(id).library === 'gtm' ? '/gtm.js' : '/gtag/js';
  return `${GOOGLE_TAG_SCRIPT_ORIGIN}${path}?id=${id}`;
}

/** The configured tag as the script loader takes it (site state's thirdPartyScripts); none: {}. */
export function googleTagScripts(id: string | undefined): Partial<Record<GoogleTagService, string>> {
  if (!id) return {};
  const service = googleTagServiceOf(id);
  return service ? { [service]: googleTagScriptUrl(id) } : {};
}

/** The id in a script address this module built; null for any other address. */
export function googleTagIdOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const id = parsed.searchParams.get('id');
  return id && googleTagServiceOf(id) && googleTagScriptUrl(id) === url ? id : null;
}

/** What the policy adds for the configured tag: its script's origin, and where it sends hits. */
export function googleTagCspOrigins(id: string | undefined): {
  scripts: string[];
  endpoints: string[];
} {
  if (!id) return { scripts: [], endpoints: [] };
  return { scripts: [GOOGLE_TAG_SCRIPT_ORIGIN], endpoints: [...kindOf(id).endpoints] };
}

/**
 * A command for dataLayer: `gtag` ones are pushed through gtag() (as its arguments object, which is
 * what gtag.js reads as a command), `message` ones as they are (Tag Manager's event).
 */
export type GoogleTagCommand = { readonly gtag: readonly unknown[] } | { readonly message: object };

/**
 * What the tag needs in dataLayer to start, pushed by the loader before it adds the script (as
 * Google's snippets do) and after the consent commands already there: gtag.js acts on
 * gtag('js', …) and gtag('config', id); a container on its gtm.js event.
 */
export function googleTagStartCommands(url: string, now: Date): GoogleTagCommand[] {
  const id = googleTagIdOf(url);
  if (!id) return [];
  if (kindOf(id).library === 'gtm') return [{ message: { 'gtm.start': now.getTime(), event: 'gtm.js' } }];
  return [{ gtag: ['js', now] }, { gtag: ['config', id] }];
}
