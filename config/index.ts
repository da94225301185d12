// Every environment variable the project reads is read and validated here, and each is declared
// once, at the place in the configuration where the code reads it: `variable(NAME, check)` carries
// its name, check, default and doc comment, so a variable cannot be added, renamed or given a new
// default in one list and forgotten in another. From that one tree come the flat schema keyed by
// variable name (a bad value is reported under the name an operator sets, tests override by name)
// and the nested Config the code reads; values that need several variables are worked out in
// `derive`, after everything is read. Each variable has an embedded default that works on a fresh
// clone; `.env.example` and docs/configuration.md document them. Import `config()` (memoised) or
// `loadConfig(env)`; tests change it with overrideConfig (config/test-config.ts), not by editing
// process.env.
import { execFileSync } from 'node:child_process';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { GOOGLE_TAG_ID_RULE, googleTagIdKind } from './google-tag-id';

/** Kept in step with package.json by config/index.test.ts. */
export const PACKAGE_VERSION = '0.1.0';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const port = z.coerce.number().int().min(0).max(65_535);
const urlList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()));
/** Comma-separated http(s) URLs, each kept as its origin (a CSP source, never `null`). */
const originList = urlList.transform((urls, context) =>
  urls.flatMap((url) => {
    const { protocol, origin } = new URL(url);
    if (protocol === 'https:' || protocol === 'http:') return [origin];
    context.addIssue({ code: 'custom', message: `${url} is not an http(s) origin` });
    return [];
  }),
);

/** Storyblok's regions, as storyblok-js-client's `region` option names them. */
export const CONTENT_REGIONS = ['eu', 'us', 'ap', 'ca', 'cn'] as const;
export type ContentRegion = (typeof CONTENT_REGIONS)[number];

/**
 * Hosted Storyblok by region: the delivery API (the hosts storyblok-js-client's getRegionURL
 * knows) and the asset CDN (https://www.storyblok.com/docs/concepts/assets).
 */
export const STORYBLOK_REGIONS: Record<ContentRegion, { apiUrl: string; assetOrigin: string }> = {
  eu: { apiUrl: 'https://api.storyblok.com/v2', assetOrigin: 'https://a.storyblok.com' },
  us: { apiUrl: 'https://api-us.storyblok.com/v2', assetOrigin: 'https://a-us.storyblok.com' },
  ap: { apiUrl: 'https://api-ap.storyblok.com/v2', assetOrigin: 'https://a-ap.storyblok.com' },
  ca: { apiUrl: 'https://api-ca.storyblok.com/v2', assetOrigin: 'https://a-ca.storyblok.com' },
  cn: { apiUrl: 'https://app.storyblokchina.cn/v2', assetOrigin: 'https://a.storyblokchina.cn' },
};

/** The embedded content service's delivery API, as `npm start` runs it. */
export const EMBEDDED_CONTENT_API_URL = 'http://127.0.0.1:3100/v2';

const nameList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
);
/**
 * Which peers may tell the visitor's address, protocol and host (X-Forwarded-For, -Proto, -Host):
 * `off`, a hop count, or addresses and CIDR ranges (and Express's names loopback, linklocal,
 * uniquelocal), the same values Express's `trust proxy` takes. Checked here with proxy-addr, the
 * library Express compiles the setting with, so a typo stops the start instead of trusting no one.
 */
const trustProxy = z.string().transform((value, context): TrustProxy => {
  const setting = value.trim().toLowerCase();
  if (['off', 'false', 'no', 'none', '0'].includes(setting)) return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  const list = setting
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch (error) {
    context.addIssue({
      code: 'custom',
      message: `${error instanceof Error ? error.message : String(error)}: use off, a hop count, or addresses and CIDR ranges`,
    });
    return z.NEVER;
  }
  return list;
});
/** Express's `trust proxy`: nobody, the first N hops, or these addresses. */
export type TrustProxy = false | number | string[];

const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** How an operator makes a lead webhook secret; the configuration error and .env.example show it. */
export const WEBHOOK_SECRET_COMMAND = `node -e "console.log('whsec_'+require('crypto').randomBytes(32).toString('base64'))"`;
/** Fewer key bytes than the Standard Webhooks specification's minimum are refused. */
const WEBHOOK_SECRET_MIN_BYTES = 24;

/**
 * A Standard Webhooks secret (https://www.standardwebhooks.com): `whsec_` and the base64 of the
 * random key that signs lead deliveries, as the `standardwebhooks` library and receivers take it.
 * Anything else is refused rather than read some other way: a plain secret from before the lead
 * webhooks followed the specification would be a key the receivers cannot be given in the
 * specification's form, and one that happens to be valid base64 would silently become other bytes.
 */
const webhookSecret = z
  .string()
  .optional()
  .transform((value, context) => {
    const secret = value?.trim();
    if (!secret) return undefined;
    const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : undefined;
    const key = encoded === undefined ? undefined : Buffer.from(encoded, 'base64');
    // Canonical base64 only (standard alphabet, padded), which every receiver's decoder reads alike.
    if (key === undefined || key.toString('base64') !== encoded || key.length < WEBHOOK_SECRET_MIN_BYTES) {
      context.addIssue({
        code: 'custom',
        message: `must be a Standard Webhooks secret, whsec_ followed by the base64 of at least ${WEBHOOK_SECRET_MIN_BYTES} random bytes (a plain secret is no longer accepted); make one with: ${WEBHOOK_SECRET_COMMAND}, and give the receivers the same value`,
      });
      return z.NEVER;
    }
    return secret;
  });

/** The tracking API's write keys are at least this long, so that one cannot be guessed. */
export const WRITE_KEY_MIN_LENGTH = 16;

/**
 * The tracking API's sources (ANALYTICS_WRITE_KEYS): comma-separated `name:key` entries (a bare key
 * is named `server`); each stored message records the name of the key it came with.
 */
const writeKeys = z.string().transform((value, context): WriteKey[] => {
  const keys: WriteKey[] = [];
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf(':');
    const name = separator === -1 ? 'server' : entry.slice(0, separator).trim();
    const key = separator === -1 ? entry : entry.slice(separator + 1).trim();
    if (!/^[\w.-]{1,40}$/.test(name) || key.length < WRITE_KEY_MIN_LENGTH || /\s/.test(key)) {
      context.addIssue({
        code: 'custom',
        message: `each entry must be name:key, a name of letters, digits, '.', '_' or '-' and a key of at least ${WRITE_KEY_MIN_LENGTH} characters without spaces`,
      });
      return z.NEVER;
    }
    keys.push({ name, key });
  }
  return keys;
});
export interface WriteKey {
  name: string;
  key: string;
}

/** How an operator makes an EDITOR_USERS entry; the configuration error and .env.example name it. */
export const EDITOR_PASSWORD_COMMAND = 'npm run editor:hash-password -- <name>';
/** Salt and derived key sizes below these are not what the command makes, and too weak to accept. */
const EDITOR_SALT_MIN_BYTES = 16;
const EDITOR_KEY_MIN_BYTES = 32;
const CANONICAL_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function base64Bytes(value: string | undefined): number {
  if (value === undefined || !CANONICAL_BASE64.test(value)) return 0;
  const bytes = Buffer.from(value, 'base64');
  return bytes.toString('base64') === value ? bytes.length : 0;
}

/**
 * The embedded editor's sign-ins (EDITOR_USERS): comma-separated `name:scrypt$<salt>$<key>` entries,
 * salt and key in base64, as the command above prints them; the password itself is never stored.
 * content-service/editor/passwords.ts checks a password against an entry.
 */
const editorUsers = z.string().transform((value, context): EditorUser[] => {
  const users: EditorUser[] = [];
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf(':');
    const name = entry.slice(0, Math.max(separator, 0));
    const passwordHash = entry.slice(separator + 1);
    const [scheme, salt, key, ...rest] = passwordHash.split('$');
    const valid =
      /^[\w.@-]{1,60}$/.test(name) &&
      scheme === 'scrypt' &&
      rest.length === 0 &&
      base64Bytes(salt) >= EDITOR_SALT_MIN_BYTES &&
      base64Bytes(key) >= EDITOR_KEY_MIN_BYTES;
    if (!valid) {
      context.addIssue({
        code: 'custom',
        message: `each entry must be name:scrypt$<salt>$<key> (a name of letters, digits, '.', '_', '@' or '-'); make one with: ${EDITOR_PASSWORD_COMMAND}`,
      });
      return z.NEVER;
    }
    if (users.some((user) => user.name === name)) {
      context.addIssue({ code: 'custom', message: `the name ${name} is given more than once` });
      return z.NEVER;
    }
    users.push({ name, passwordHash });
  }
  return users;
});
export interface EditorUser {
  name: string;
  /** `scrypt$<salt b64>$<key b64>`. */
  passwordHash: string;
}

/** Identifiers the browser sends with every monitoring batch. */
const clientToken = z.string().min(8).max(200);
/** Names and versions monitoring data is tagged with. */
const tag = z.string().min(1).max(100);
/** Sample rates, as percentages. */
const percentage = z.coerce.number().min(0).max(100);

/**
 * A Google tag id as gtag.js and Tag Manager take it (./google-tag-id.ts): anything else would load
 * no tag, or put an unchecked value into the script's address.
 */
const googleTagId = z
  .string()
  .trim()
  .refine((value) => googleTagIdKind(value) !== null, GOOGLE_TAG_ID_RULE);

/** Base URLs are kept without a trailing slash, so paths are joined on with one `/`. */
const baseUrl = z.url().transform((value) => value.replace(/\/$/, ''));

/** One environment variable: a class, so a leaf of the tree is told from a group by instanceof. */
export class Variable<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  constructor(
    readonly name: Name,
    readonly schema: Schema,
  ) {}
}

function variable<Name extends string, Schema extends z.ZodType>(name: Name, schema: Schema) {
  return new Variable(name, schema);
}

interface Tree {
  readonly [key: string]: Variable | Tree;
}

/** The tree as read: each variable replaced by what its check outputs. */
type Read<Node> =
  Node extends Variable<string, infer Schema> ? z.output<Schema> : { [Key in keyof Node]: Read<Node[Key]> };

type Leaf<Node> = Node extends Variable ? Node : { [Key in keyof Node]: Leaf<Node[Key]> }[keyof Node];
type NameOf<Each> = Each extends Variable<infer Name> ? Name : never;
type SchemaOf<Each> = Each extends Variable<string, infer Schema> ? Schema : never;

/** The tree flattened: each variable's check under its name. */
type Shape<Node> = { [Each in Leaf<Node> as NameOf<Each>]: SchemaOf<Each> };

/**
 * Every variable, at the place the code reads it (`config().site.port`). Values worked out from
 * several variables are completed in `derive`.
 */
export const variables = {
  env: variable('NODE_ENV', z.enum(['development', 'production', 'test']).default('production')),

  site: {
    host: variable('HOST', z.string().default('0.0.0.0')),
    port: variable('PORT', port.default(3000)),
    /** The product's name on the site, and the embedded content service's space name. */
    brandName: variable('BRAND_NAME', z.string().min(1).default('Shiftlane')),
    /** Request header a CDN sets with the visitor's ISO country code. */
    countryHeader: variable(
      'COUNTRY_HEADER',
      z
        .string()
        .default('cf-ipcountry')
        .transform((value) => value.toLowerCase()),
    ),
    /** Slug (inside a region folder) of the content-managed error page. */
    errorPageSlug: variable('ERROR_PAGE_SLUG', z.string().default('error-page')),
    logLevel: variable('LOG_LEVEL', z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
    /**
     * The site's public origin for canonical URLs, sitemaps, social tags and JSON-LD; undefined: each
     * request's own. Required in production (requireSiteUrl): no request header may choose a URL the
     * site writes. `npm start` sets the local address when it is not set.
     */
    url: variable('SITE_URL', baseUrl.optional()),
    /** The media (image) service the site's /media path forwards to; default: the content service's. */
    mediaServiceUrl: variable('MEDIA_SERVICE_URL', baseUrl.optional()),
  },

  // How the site reaches content (the one door: app/content)
  content: {
    /**
     * The delivery API. Unset: the embedded content service's, or with CONTENT_REGION (and
     * START_CONTENT_SERVICE=false) hosted Storyblok's API in that region (`derive`).
     */
    apiUrl: variable('CONTENT_API_URL', baseUrl.optional()),
    /** The region of a hosted Storyblok space: picks the delivery API and the asset CDN's origin. */
    region: variable('CONTENT_REGION', z.enum(CONTENT_REGIONS).optional()),
    /**
     * Origins the content's images are served from besides this site (the CSP's img-src),
     * comma-separated; unset: CONTENT_REGION's Storyblok asset CDN, or none (the embedded media
     * service is reached through the site's own /media).
     */
    assetOrigins: variable('CONTENT_ASSET_ORIGINS', originList.optional()),
    /** The public token (published content); the embedded content service accepts it too. */
    token: variable('CONTENT_TOKEN', z.string().default('local-public-token')),
    /** Reads drafts; the embedded content service accepts it too. */
    previewToken: variable('CONTENT_PREVIEW_TOKEN', optionalSecret),
    oauthToken: variable('CONTENT_OAUTH_TOKEN', optionalSecret),
    /** §3 "stories version": published, or draft (needs the preview token). */
    version: variable('CONTENT_VERSION', z.enum(['published', 'draft']).default('published')),
    /** §9: 5 requests/s by default, 3 with an OAuth token. */
    rateLimit: variable('CONTENT_RATE_LIMIT', z.coerce.number().int().positive().optional()),
    timeoutMs: variable('CONTENT_TIMEOUT_MS', z.coerce.number().int().positive().default(5_000)),
    /** How long a known cache version is trusted before `spaces/me` is asked again. */
    cvTtlMs: variable('CONTENT_CV_TTL_MS', z.coerce.number().int().min(0).default(5_000)),
    /** Shared secret that signs publish webhooks: the embedded content service signs, the site checks. */
    webhookSecret: variable('CONTENT_WEBHOOK_SECRET', optionalSecret),
    /** Publish webhook calls accepted per address and minute; a content service sends one per publish. */
    webhookPostsPerMinute: variable(
      'CONTENT_WEBHOOK_POSTS_PER_MINUTE',
      z.coerce.number().int().positive().default(60),
    ),
  },

  // Editors' preview of drafts (app/preview): per visitor, from Storyblok's Visual Editor or a signed link
  preview: {
    /**
     * Signs the preview cookie and is the `secret` of `/api/preview?slug=…&secret=…` links. Unset:
     * the cookie is signed with a key derived from CONTENT_PREVIEW_TOKEN and the link answers 404.
     * Preview needs CONTENT_PREVIEW_TOKEN either way (drafts are read with it).
     */
    secret: variable('PREVIEW_SECRET', optionalSecret),
    /** The Storyblok Bridge, loaded in preview only; a self-hosted copy or a stand-in may replace it. */
    bridgeScriptUrl: variable(
      'PREVIEW_BRIDGE_URL',
      z.url().default('https://app.storyblok.com/f/storyblok-v2-latest.js'),
    ),
    /** Origins of the editors that may frame a preview (frame-ancestors), comma-separated. */
    editorOrigins: variable('PREVIEW_EDITOR_ORIGINS', originList.default(['https://app.storyblok.com'])),
  },

  // What the site keeps (app/storage): PostgreSQL when DATABASE_URL is set, else an SQLite file.
  storage: {
    databaseUrl: variable(
      'DATABASE_URL',
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    sqlitePath: variable('SQLITE_PATH', z.string().default('data/site.sqlite')),
  },

  // Signup, marketing forms and leads (app/forms, app/leads)
  forms: {
    /** Signs the forms' bot-check tokens; default: a random secret per process (tokens then expire on restart). */
    secret: variable('FORMS_SECRET', optionalSecret),
    /** The signup API; unset: the embedded one, which keeps account requests in the database. */
    signupApiUrl: variable('SIGNUP_API_URL', z.url().optional()),
    /** The product's join endpoint the social sign-up buttons link to (with provider GG or FB). */
    joinUrl: variable('SIGNUP_JOIN_URL', z.url().default('https://app.shiftlane.example/join')),
    /** The product's sign-in page: the header's "Log in" link and the existing-account message link here. */
    loginUrl: variable('LOGIN_URL', z.url().default('https://app.shiftlane.example/login')),
    /** The company's own email domains: a signup from one of them is flagged (§3). */
    companyEmailDomains: variable(
      'COMPANY_EMAIL_DOMAINS',
      nameList.default(['shiftlane.com', 'shiftlane.example']),
    ),
    /** Where the outbox delivers each lead (marketing automation, CRM): comma-separated webhook URLs. */
    leadWebhookUrls: variable('LEAD_WEBHOOK_URLS', urlList.default([])),
    /** Signs every delivery (Standard Webhooks): `whsec_` + base64 of 24 or more random bytes. */
    leadWebhookSecret: variable('LEAD_WEBHOOK_SECRET', webhookSecret),
    outboxIntervalMs: variable('OUTBOX_INTERVAL_MS', z.coerce.number().int().positive().default(1_000)),
    outboxMaxAttempts: variable('OUTBOX_MAX_ATTEMPTS', z.coerce.number().int().positive().default(8)),
    /** How long a webhook may take to answer one delivery; a worker's claim on a row lasts this plus 5 s. */
    outboxTimeoutMs: variable('OUTBOX_TIMEOUT_MS', z.coerce.number().int().positive().default(10_000)),
    /**
     * Origins whose data-transfer page may prefill the forms by postMessage (comma-separated); a
     * message's origin has no path, so only each URL's origin is kept.
     */
    prefillOrigins: variable(
      'PREFILL_ORIGINS',
      urlList.default([]).transform((urls) => urls.map((url) => new URL(url).origin)),
    ),
    /** The ad-tech conversion endpoint that gets one 'VISITED' request per inbound token. */
    adConversionUrl: variable('AD_CONVERSION_URL', z.url().optional()),
    /** Bearer token for the admin endpoints (leads list and CSV export); unset: they answer 404. */
    adminToken: variable('ADMIN_TOKEN', optionalSecret),
    /** Form posts accepted per client address and minute; more get 429 with Retry-After. */
    postsPerMinute: variable('FORM_POSTS_PER_MINUTE', z.coerce.number().int().positive().default(10)),
  },

  // Consent and analytics (app/consent, app/analytics)
  tracking: {
    /** Where stored analytics events are forwarded (a Segment-compatible batch endpoint). */
    analyticsForwardUrl: variable('ANALYTICS_FORWARD_URL', z.url().optional()),
    /** The destination's write key, sent as Segment's HTTP API takes it (Basic auth user name). */
    analyticsForwardWriteKey: variable('ANALYTICS_FORWARD_WRITE_KEY', optionalSecret),
    /**
     * Keys server-side sources send to the tracking API (/v1/*); none by default, so it refuses
     * every call. `npm start` on a machine of one's own (no SITE_URL) accepts a local key.
     */
    analyticsWriteKeys: variable('ANALYTICS_WRITE_KEYS', writeKeys.default([])),
    /** Script URLs of the optional third-party services; each loads only with consent. */
    liveChatScriptUrl: variable('LIVE_CHAT_SCRIPT_URL', z.url().optional()),
    adPixelScriptUrl: variable('AD_PIXEL_SCRIPT_URL', z.url().optional()),
    socialSdkScriptUrl: variable('SOCIAL_SDK_SCRIPT_URL', z.url().optional()),
    /**
     * A Google tag, loaded only with consent: G-… (Google Analytics 4: Analytics), AW-… (Google
     * Ads: Advertising) or GTM-… (a Tag Manager container: Analytics and Advertising). Its script
     * address, start commands and Content Security Policy origins follow from the id
     * (app/consent/google-tag.ts). Unset: no Google tag.
     */
    googleTagId: variable('GOOGLE_TAG_ID', googleTagId.optional()),
  },

  /**
   * Real-user monitoring, logs and session replay (app/monitoring; requirements §3, §9); all of it
   * reaches the browser. Client tokens are public identifiers sent by every visitor's browser, not
   * secrets: the intake refuses batches that do not carry them, so stray posts are not stored.
   */
  monitoring: {
    clientToken: variable('MONITORING_CLIENT_TOKEN', clientToken.default('pub-shiftlane-local-rum')),
    logsClientToken: variable(
      'MONITORING_LOGS_CLIENT_TOKEN',
      clientToken.default('pub-shiftlane-local-logs'),
    ),
    applicationId: variable('MONITORING_APPLICATION_ID', tag.default('shiftlane-website')),
    service: variable('MONITORING_SERVICE', tag.default('shiftlane-website')),
    /** The environment monitoring data is tagged with; unset: NODE_ENV. */
    env: variable('MONITORING_ENV', tag.optional()),
    /** The version monitoring data is tagged with; unset: package.json's version. */
    version: variable('MONITORING_VERSION', tag.default(PACKAGE_VERSION)),
    /** The environment set (§3): where this deployment runs; unset: the monitoring environment. */
    deployEnv: variable('DEPLOY_ENV', tag.optional()),
    /** The environment set (§3): the commit deployed; unset: `git rev-parse HEAD`, or 'unknown'. */
    commit: variable('COMMIT_REF', tag.default(gitCommit)),
    /** §9: percentage of sessions tracked (monitoring sample rate 1 = 100%). */
    sessionSampleRate: variable('MONITORING_SESSION_SAMPLE_RATE', percentage.default(100)),
    /** §9: percentage of tracked sessions recorded for replay (premium sample rate 0). */
    replaySampleRate: variable('MONITORING_REPLAY_SAMPLE_RATE', percentage.default(0)),
    replayManualStart: variable('MONITORING_REPLAY_MANUAL_START', flag.default(false)),
  },

  // Page cache and request limits (server/)
  server: {
    pageCache: variable('PAGE_CACHE', flag.default(true)),
    /** Seconds a cached page is fresh, then served stale while it is rendered again. */
    pageCacheTtlS: variable('PAGE_CACHE_TTL_S', z.coerce.number().int().min(0).default(60)),
    pageCacheMaxMb: variable('PAGE_CACHE_MAX_MB', z.coerce.number().positive().default(64)),
    /** Pages rendered at once; more wait in line (rendering is CPU work on one thread). */
    renderConcurrency: variable('RENDER_CONCURRENCY', z.coerce.number().int().min(1).max(256).default(8)),
    /**
     * The proxies whose X-Forwarded-* headers are believed (default: one on this machine). What they
     * say drives the visitor's address (rate limits), the protocol (Secure cookies, HSTS) and host.
     */
    trustProxy: variable('TRUST_PROXY', trustProxy.default(['loopback'])),
    /** POST, PUT, PATCH and DELETE requests accepted per client address and minute, all paths together. */
    postLimitPerMinute: variable('POST_LIMIT_PER_MINUTE', z.coerce.number().int().positive().default(300)),
    /** On SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut. */
    shutdownTimeoutMs: variable('SHUTDOWN_TIMEOUT_MS', z.coerce.number().int().min(0).default(10_000)),
  },

  /**
   * The embedded content service (content-service/). It also takes the brand name, the content
   * tokens and the webhook secret, which it shares with the site: content-service/main.ts reads
   * those where the site does.
   */
  contentService: {
    start: variable('START_CONTENT_SERVICE', flag.default(true)),
    host: variable('CONTENT_SERVICE_HOST', z.string().default('127.0.0.1')),
    port: variable('CONTENT_SERVICE_PORT', port.default(3100)),
    /**
     * Where browsers open the editor when it is not at an IP address or localhost (behind a proxy:
     * https://editor.example.com). The editor's API answers only requests for those hosts and this
     * one's, so that a page whose name was pointed at the service (DNS rebinding) is refused.
     */
    publicUrl: variable('CONTENT_SERVICE_PUBLIC_URL', baseUrl.optional()),
    contentDir: variable('CONTENT_DIR', z.string().default('content')),
    spaceId: variable('CONTENT_SPACE_ID', z.coerce.number().int().positive().default(287_512)),
    managementToken: variable('CONTENT_MANAGEMENT_TOKEN', optionalSecret),
    publishWebhookUrl: variable('CONTENT_PUBLISH_WEBHOOK_URL', z.url().optional()),
    /**
     * Who may sign in to the editor (/editor) with a name and password, besides holders of the
     * management token; none by default.
     */
    editorUsers: variable('EDITOR_USERS', editorUsers.default([])),
    /** Lets tests make the service answer 429, 5xx or slowly. Never on in production. */
    faultInjection: variable('CONTENT_FAULT_INJECTION', flag.default(false)),
  },
} satisfies Tree;

/** Variables no longer read: refused with a message naming what replaced them, not silently ignored. */
export const retired = {
  TRUST_TLS: z
    .undefined({ error: 'TRUST_TLS was replaced by TRUST_PROXY (the proxy says https in X-Forwarded-Proto)' })
    .optional(),
};

function leaves(tree: Tree): Variable[] {
  return Object.values(tree).flatMap((node) => (node instanceof Variable ? [node] : leaves(node)));
}

/** A variable declared twice would have two checks and defaults that could drift apart. */
function shapeOf<Node extends Tree>(tree: Node): Shape<Node> {
  const shape: Record<string, z.ZodType> = {};
  for (const { name, schema } of leaves(tree)) {
    if (name in shape) throw new Error(`${name} is declared more than once in config/index.ts`);
    shape[name] = schema;
  }
  return shape as Shape<Node>;
}

function read<Node extends Tree>(tree: Node, env: Record<string, unknown>): Read<Node> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [
      key,
      node instanceof Variable ? env[node.name] : read(node, env),
    ]),
  ) as Read<Node>;
}

/** The variables by name: what the environment is checked against, and what tests override. */
export const envSchema = z.object({ ...shapeOf(variables), ...retired });

/**
 * Where content comes from: CONTENT_API_URL when set; else, with CONTENT_REGION, hosted Storyblok's
 * API in that region, which needs the embedded service off (it would serve nobody); else the
 * embedded service. The images' origins: CONTENT_ASSET_ORIGINS when set, else the region's asset
 * CDN, else none.
 */
function contentSource(settings: Read<typeof variables>, context: z.RefinementCtx) {
  const { content, contentService } = settings;
  const hosted = content.region ? STORYBLOK_REGIONS[content.region] : undefined;
  if (hosted && !content.apiUrl && contentService.start) {
    context.addIssue({
      code: 'custom',
      path: ['CONTENT_REGION'],
      message:
        'picks hosted Storyblok, but START_CONTENT_SERVICE is on: set START_CONTENT_SERVICE=false to read the ' +
        'hosted space, or CONTENT_API_URL to name the API yourself',
    });
  }
  return {
    apiUrl: content.apiUrl ?? hosted?.apiUrl ?? EMBEDDED_CONTENT_API_URL,
    assetOrigins: [...new Set(content.assetOrigins ?? (hosted ? [hosted.assetOrigin] : []))],
  };
}

/** The values that need more than their own variable, once every variable is read. */
function derive(settings: Read<typeof variables>, context: z.RefinementCtx) {
  const { env, site, content, monitoring } = settings;
  const monitoringEnv = monitoring.env ?? env;
  const source = contentSource(settings, context);
  return {
    ...settings,
    site: { ...site, mediaServiceUrl: site.mediaServiceUrl ?? `${new URL(source.apiUrl).origin}/media` },
    content: { ...content, ...source, rateLimit: content.rateLimit ?? (content.oauthToken ? 3 : 5) },
    monitoring: { ...monitoring, env: monitoringEnv, deployEnv: monitoring.deployEnv ?? monitoringEnv },
  };
}

/** The environment checked by name, then arranged as the code reads it. */
export const configSchema = envSchema.transform((env, context) => derive(read(variables, env), context));

/** The process's configuration, as configSchema makes it from the environment. */
export type Config = z.output<typeof configSchema>;

/** What the browser's monitoring client is configured with (app/monitoring; requirements §3, §9). */
export type MonitoringSettings = Config['monitoring'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in a .env file mean "not set", not "set to nothing".
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}

let commitMemo: string | undefined;

/** The checked-out commit, read once; 'unknown' outside a git checkout (an unpacked release). */
function gitCommit(): string {
  if (commitMemo === undefined) {
    try {
      commitMemo = execFileSync('git', ['rev-parse', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 2_000,
      }).trim();
    } catch {
      commitMemo = '';
    }
    if (!/^[0-9a-f]{7,64}$/.test(commitMemo)) commitMemo = 'unknown';
  }
  return commitMemo;
}

/**
 * The site's public origin, which a production site must be told: built from the request's Host,
 * a forged header would write its own host into canonical links and sitemaps that caches share.
 */
export function requireSiteUrl(settings: Config): void {
  if (settings.env === 'production' && !settings.site.url) {
    throw new ConfigError(
      'SITE_URL is required when NODE_ENV=production: set it to the public address, e.g. https://www.example.com',
    );
  }
}

let memo: Config | undefined;

/** The process's configuration, read once. */
export function config(): Config {
  memo ??= loadConfig();
  return memo;
}

/**
 * Tests only (config/test-config.ts): what config() answers from now on, or, with undefined, the
 * environment again on its next call. Returns the configuration it replaced, to be put back.
 */
export function replaceConfig(next: Config | undefined): Config | undefined {
  const previous = memo;
  memo = next;
  return previous;
}
