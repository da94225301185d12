// The registry of the services the site can run, with each data flow and cookie and its purpose
//. The allow rule reads only this table, so adding a service means adding a row.
import { ANALYTICS_ID_COOKIE } from '../analytics/client-id';
import { EXPERIMENTS_COOKIE } from '../experiments/experiment-cookie';
import { LOGS_PATH, MONITORING_PATH, REPLAY_PATH } from '../monitoring/monitoring-events';
import { GOOGLE_TAG_KINDS, GOOGLE_TAG_SERVICES, type GoogleTagService } from './google-tag';
import type { Purpose } from './purposes';

export const SERVICE_NAMES = [
  'analytics',
  'monitoring',
  'test-variation',
  'live-chat',
  'ad-pixel',
  'social-sdk',
  // One per kind of Google tag id; GOOGLE_TAG_ID configures at most one (google-tag.ts).
  ...GOOGLE_TAG_SERVICES,
  'video-embeds',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface DataFlow {
  /** Where the data goes, for the preferences dialog and the audit. */
  destination: string;
  description: string;
  purpose: Purpose;
}

export interface ServiceCookie {
  name: string;
  /** Whether the cookie is set on the site's own domain, so the site can delete it on withdrawal. */
  firstParty: boolean;
  purpose: Purpose;
}

export interface ServiceDefinition {
  label: string;
  firstParty: boolean;
  flows: readonly DataFlow[];
  cookies: readonly ServiceCookie[];
}

export const SERVICES: Record<ServiceName, ServiceDefinition> = {
  analytics: {
    label: 'Site analytics',
    firstParty: true,
    flows: [
      { destination: '/api/collect', description: 'Page and interaction events', purpose: 'analytics' },
    ],
    cookies: [{ name: ANALYTICS_ID_COOKIE, firstParty: true, purpose: 'analytics' }],
  },
  // Error and performance reports measure how the site behaves for visitors: that is measurement,
  // so Analytics, not Functional (the site works the same without them). The session it keeps in
  // localStorage (sl_rum_session, app/monitoring/session.ts) is not a cookie; it is deleted on
  // withdrawal by the monitoring runtime's stop().
  monitoring: {
    label: 'Error and performance monitoring',
    firstParty: true,
    flows: [
      {
        destination: MONITORING_PATH,
        description: 'Errors, page views and timings, clicks (named by their label, never what was typed)',
        purpose: 'analytics',
      },
      { destination: LOGS_PATH, description: 'Error logs', purpose: 'analytics' },
      {
        destination: REPLAY_PATH,
        description: 'Screen recording of sampled sessions, form fields masked',
        purpose: 'analytics',
      },
    ],
    cookies: [],
  },
  // The assignment changes what a visitor sees (functional) and is reported to compare variants
  // (analytics): both purposes are needed.
  'test-variation': {
    label: 'Page experiments',
    firstParty: true,
    flows: [{ destination: '/api/collect', description: 'Experiment started events', purpose: 'analytics' }],
    cookies: [{ name: EXPERIMENTS_COOKIE, firstParty: true, purpose: 'functional' }],
  },
  'live-chat': {
    label: 'Live chat',
    firstParty: false,
    flows: [
      { destination: 'Live chat provider', description: 'Chat widget and messages', purpose: 'functional' },
    ],
    cookies: [{ name: 'chat_session', firstParty: false, purpose: 'functional' }],
  },
  'ad-pixel': {
    label: 'Advertising conversion pixel',
    firstParty: false,
    flows: [
      { destination: 'Ad-tech provider', description: 'Visits from ad campaigns', purpose: 'advertising' },
    ],
    cookies: [{ name: 'ad_token', firstParty: false, purpose: 'advertising' }],
  },
  'social-sdk': {
    label: 'Social network widgets',
    firstParty: false,
    flows: [{ destination: 'Social network', description: 'Like and share widgets', purpose: 'advertising' }],
    cookies: [{ name: 'social_session', firstParty: false, purpose: 'advertising' }],
  },
  // Google Analytics 4, Google Ads and a Tag Manager container: their rows are in google-tag.ts,
  // with everything else that depends on the kind of id.
  ...(Object.fromEntries(
    GOOGLE_TAG_SERVICES.map((service) => [service, GOOGLE_TAG_KINDS[service].definition]),
  ) as Record<GoogleTagService, ServiceDefinition>),
  'video-embeds': {
    label: 'Embedded videos (YouTube, Vimeo)',
    firstParty: false,
    flows: [{ destination: 'YouTube, Vimeo', description: 'Playing embedded videos', purpose: 'functional' }],
    cookies: [{ name: 'YouTube and Vimeo cookies', firstParty: false, purpose: 'advertising' }],
  },
};

export function isServiceName(value: unknown): value is ServiceName {
  return typeof value === 'string' && (SERVICE_NAMES as readonly string[]).includes(value);
}

/** Every purpose a service needs: the union over its data flows and cookies. */
export function purposesOf(service: ServiceName): Purpose[] {
  const { flows, cookies } = SERVICES[service];
  return [...new Set([...flows, ...cookies].map((item) => item.purpose))];
}

/**
 * §4: a service is allowed only if every one of its data flows and cookies has a purpose the visitor
 * consented to. Essential is always granted, whatever the record says.
 */
export function isServiceAllowed(service: ServiceName, purposes: Record<Purpose, boolean>): boolean {
  return purposesConsented(purposesOf(service), purposes);
}

export function purposesConsented(needed: readonly Purpose[], purposes: Record<Purpose, boolean>): boolean {
  return needed.every((purpose) => purpose === 'essential' || purposes[purpose]);
}
