// Every environment variable the project reads is read and validated here, once: envSchema names
// each with its check and default, configSchema arranges them as the code reads them (its output is
// the Config type). Each has an embedded default that works on a fresh clone; `.env.example` and
// docs/configuration.md document them. Import `config()` (memoised) or `loadConfig(env)`; tests change
// it with overrideConfig (config/test-config.ts), not by editing process.env.
import { execFileSync } from 'node:child_process';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

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

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),

  // The site process
  HOST: z.string().default('0.0.0.0'),
  PORT: port.default(3000),
  BRAND_NAME: z.string().min(1).default('Shiftlane'),
  /** Request header a CDN sets with the visitor's ISO country code. */
  COUNTRY_HEADER: z
    .string()
    .default('cf-ipcountry')
    .transform((value) => value.toLowerCase()),
  /** Slug (inside a region folder) of the content-managed error page. */
  ERROR_PAGE_SLUG: z.string().default('error-page'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * The site's public origin for canonical URLs, sitemaps, social tags and JSON-LD. Required in
   * production (requireSiteUrl): no request header may choose a URL the site writes. `npm start`
   * sets the local address when it is not set.
   */
  SITE_URL: z.url().optional(),

  // How the site reaches content (the one door: app/content)
  CONTENT_API_URL: z.url().default('http://127.0.0.1:3100/v2'),
  CONTENT_TOKEN: z.string().default('local-public-token'),
  CONTENT_PREVIEW_TOKEN: optionalSecret,
  CONTENT_OAUTH_TOKEN: optionalSecret,
  /** §3 "stories version": published, or draft (needs the preview token). */
  CONTENT_VERSION: z.enum(['published', 'draft']).default('published'),
  /** §9: 5 requests/s by default, 3 with an OAuth token. */
  CONTENT_RATE_LIMIT: z.coerce.number().int().positive().optional(),
  CONTENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** How long a known cache version is trusted before `spaces/me` is asked again. */
  CONTENT_CV_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  /** Shared secret that signs publish webhooks from the content service. */
  CONTENT_WEBHOOK_SECRET: optionalSecret,
  /** Publish webhook calls accepted per address and minute; a content service sends one per publish. */
  CONTENT_WEBHOOK_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** The media (image) service the site's /media path forwards to; default: the content service's. */
  MEDIA_SERVICE_URL: z.url().optional(),

  // What the site keeps (app/storage): PostgreSQL when DATABASE_URL is set, else an SQLite file.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SQLITE_PATH: z.string().default('data/site.sqlite'),

  // Signup, marketing forms and leads (app/forms, app/leads)
  /** Signs the forms' bot-check tokens; default: a random secret per process (tokens then expire on restart). */
  FORMS_SECRET: optionalSecret,
  /** The signup API; unset: the embedded one, which keeps account requests in the database. */
  SIGNUP_API_URL: z.url().optional(),
  /** The product's join endpoint the social sign-up buttons link to (with provider GG or FB). */
  SIGNUP_JOIN_URL: z.url().default('https://app.shiftlane.example/join'),
  /** The product's sign-in page: the header's "Log in" link and the existing-account message link here. */
  LOGIN_URL: z.url().default('https://app.shiftlane.example/login'),
  /** The company's own email domains: a signup from one of them is flagged (§3). */
  COMPANY_EMAIL_DOMAINS: nameList.default(['shiftlane.com', 'shiftlane.example']),
  /** Where the outbox delivers each lead (marketing automation, CRM): comma-separated webhook URLs. */
  LEAD_WEBHOOK_URLS: urlList.default([]),
  LEAD_WEBHOOK_SECRET: optionalSecret,
  OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(1_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
  /** How long a webhook may take to answer one delivery; a worker's claim on a row lasts this plus 5 s. */
  OUTBOX_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Origins whose data-transfer page may prefill the forms by postMessage (comma-separated). */
  PREFILL_ORIGINS: urlList.default([]),
  /** The ad-tech conversion endpoint that gets one 'VISITED' request per inbound token. */
  AD_CONVERSION_URL: z.url().optional(),
  /** Bearer token for the admin endpoints (leads list and CSV export); unset: they answer 404. */
  ADMIN_TOKEN: optionalSecret,
  /** Form posts accepted per client address and minute; more get 429 with Retry-After. */
  FORM_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(10),

  // Consent, analytics and monitoring (app/consent, app/analytics, app/monitoring)
  /** Where stored analytics events are forwarded (a Segment-compatible batch endpoint). */
  ANALYTICS_FORWARD_URL: z.url().optional(),
  ANALYTICS_WRITE_KEY: optionalSecret,
  /** Script URLs of the optional third-party services; each loads only with consent. */
  LIVE_CHAT_SCRIPT_URL: z.url().optional(),
  AD_PIXEL_SCRIPT_URL: z.url().optional(),
  SOCIAL_SDK_SCRIPT_URL: z.url().optional(),

  // Real-user monitoring, logs and session replay (app/monitoring; requirements §3, §9). Client
  // tokens are public identifiers sent by every visitor's browser, not secrets: the intake refuses
  // batches that do not carry them, so stray posts are not stored.
  MONITORING_CLIENT_TOKEN: z.string().min(8).max(200).default('pub-shiftlane-local-rum'),
  MONITORING_LOGS_CLIENT_TOKEN: z.string().min(8).max(200).default('pub-shiftlane-local-logs'),
  MONITORING_APPLICATION_ID: z.string().min(1).max(100).default('shiftlane-website'),
  MONITORING_SERVICE: z.string().min(1).max(100).default('shiftlane-website'),
  /** The environment monitoring data is tagged with; unset: NODE_ENV. */
  MONITORING_ENV: z.string().min(1).max(100).optional(),
  /** The version monitoring data is tagged with; unset: package.json's version. */
  MONITORING_VERSION: z.string().min(1).max(100).optional(),
  /** The environment set (§3): where this deployment runs; unset: the monitoring environment. */
  DEPLOY_ENV: z.string().min(1).max(100).optional(),
  /** The environment set (§3): the commit deployed; unset: `git rev-parse HEAD`, or 'unknown'. */
  COMMIT_REF: z.string().min(1).max(100).optional(),
  /** §9: percentage of sessions tracked (monitoring sample rate 1 = 100%). */
  MONITORING_SESSION_SAMPLE_RATE: z.coerce.number().min(0).max(100).default(100),
  /** §9: percentage of tracked sessions recorded for replay (premium sample rate 0). */
  MONITORING_REPLAY_SAMPLE_RATE: z.coerce.number().min(0).max(100).default(0),
  /** When set, a sampled session records only once the page calls startSessionReplayRecording(). */
  MONITORING_REPLAY_MANUAL_START: flag.default(false),

  // Page cache and request limits (server/)
  PAGE_CACHE: flag.default(true),
  /** Seconds a cached page is fresh, then served stale while it is rendered again. */
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).default(60),
  PAGE_CACHE_MAX_MB: z.coerce.number().positive().default(64),
  /** Pages rendered at once; more wait in line (rendering is CPU work on one thread). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /**
   * The proxies whose X-Forwarded-* headers are believed (default: one on this machine). What they
   * say drives the visitor's address (rate limits), the protocol (Secure cookies, HSTS) and host.
   */
  TRUST_PROXY: trustProxy.default(['loopback']),
  /** Replaced by TRUST_PROXY: refused with a message saying so, rather than silently ignored. */
  TRUST_TLS: z
    .undefined({ error: 'TRUST_TLS was replaced by TRUST_PROXY (the proxy says https in X-Forwarded-Proto)' })
    .optional(),
  /** POST, PUT, PATCH and DELETE requests accepted per client address and minute, all paths together. */
  POST_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** On SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),

  // The embedded content service (content-service/)
  START_CONTENT_SERVICE: flag.default(true),
  CONTENT_SERVICE_HOST: z.string().default('127.0.0.1'),
  CONTENT_SERVICE_PORT: port.default(3100),
  CONTENT_DIR: z.string().default('content'),
  CONTENT_SPACE_ID: z.coerce.number().int().positive().default(287_512),
  CONTENT_MANAGEMENT_TOKEN: optionalSecret,
  CONTENT_PUBLISH_WEBHOOK_URL: z.url().optional(),
  /** Lets tests make the service answer 429, 5xx or slowly. Never on in production. */
  CONTENT_FAULT_INJECTION: flag.default(false),
});

/** The variables, validated and given their defaults, arranged as the code reads them. */
export const configSchema = envSchema.transform((env) => ({
  env: env.NODE_ENV,
  site: {
    host: env.HOST,
    port: env.PORT,
    brandName: env.BRAND_NAME,
    countryHeader: env.COUNTRY_HEADER,
    errorPageSlug: env.ERROR_PAGE_SLUG,
    logLevel: env.LOG_LEVEL,
    /** Public origin (no trailing slash), or undefined to use each request's own. */
    url: env.SITE_URL?.replace(/\/$/, ''),
    /** Base URL that /media/{key} is forwarded to (no trailing slash). */
    mediaServiceUrl: (env.MEDIA_SERVICE_URL ?? `${new URL(env.CONTENT_API_URL).origin}/media`).replace(
      /\/$/,
      '',
    ),
  },
  content: {
    apiUrl: env.CONTENT_API_URL.replace(/\/$/, ''),
    token: env.CONTENT_TOKEN,
    previewToken: env.CONTENT_PREVIEW_TOKEN,
    oauthToken: env.CONTENT_OAUTH_TOKEN,
    version: env.CONTENT_VERSION,
    rateLimit: env.CONTENT_RATE_LIMIT ?? (env.CONTENT_OAUTH_TOKEN ? 3 : 5),
    timeoutMs: env.CONTENT_TIMEOUT_MS,
    cvTtlMs: env.CONTENT_CV_TTL_MS,
    webhookSecret: env.CONTENT_WEBHOOK_SECRET,
    webhookPostsPerMinute: env.CONTENT_WEBHOOK_POSTS_PER_MINUTE,
  },
  storage: {
    databaseUrl: env.DATABASE_URL,
    sqlitePath: env.SQLITE_PATH,
  },
  forms: {
    secret: env.FORMS_SECRET,
    signupApiUrl: env.SIGNUP_API_URL,
    joinUrl: env.SIGNUP_JOIN_URL,
    loginUrl: env.LOGIN_URL,
    companyEmailDomains: env.COMPANY_EMAIL_DOMAINS,
    leadWebhookUrls: env.LEAD_WEBHOOK_URLS,
    leadWebhookSecret: env.LEAD_WEBHOOK_SECRET,
    outboxIntervalMs: env.OUTBOX_INTERVAL_MS,
    outboxMaxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    outboxTimeoutMs: env.OUTBOX_TIMEOUT_MS,
    prefillOrigins: env.PREFILL_ORIGINS.map((origin) => new URL(origin).origin),
    adConversionUrl: env.AD_CONVERSION_URL,
    adminToken: env.ADMIN_TOKEN,
    postsPerMinute: env.FORM_POSTS_PER_MINUTE,
  },
  tracking: {
    analyticsForwardUrl: env.ANALYTICS_FORWARD_URL,
    analyticsWriteKey: env.ANALYTICS_WRITE_KEY,
    liveChatScriptUrl: env.LIVE_CHAT_SCRIPT_URL,
    adPixelScriptUrl: env.AD_PIXEL_SCRIPT_URL,
    socialSdkScriptUrl: env.SOCIAL_SDK_SCRIPT_URL,
  },
  /** Real-user monitoring and session replay; everything but the intake rate limits reaches the browser. */
  monitoring: {
    clientToken: env.MONITORING_CLIENT_TOKEN,
    logsClientToken: env.MONITORING_LOGS_CLIENT_TOKEN,
    applicationId: env.MONITORING_APPLICATION_ID,
    service: env.MONITORING_SERVICE,
    env: env.MONITORING_ENV ?? env.NODE_ENV,
    version: env.MONITORING_VERSION ?? PACKAGE_VERSION,
    /** The environment set: deployment environment and commit reference. */
    deployEnv: env.DEPLOY_ENV ?? env.MONITORING_ENV ?? env.NODE_ENV,
    commit: env.COMMIT_REF ?? gitCommit(),
    /** Percentages, 0 to 100. */
    sessionSampleRate: env.MONITORING_SESSION_SAMPLE_RATE,
    replaySampleRate: env.MONITORING_REPLAY_SAMPLE_RATE,
    replayManualStart: env.MONITORING_REPLAY_MANUAL_START,
  },
  server: {
    pageCache: env.PAGE_CACHE,
    pageCacheTtlS: env.PAGE_CACHE_TTL_S,
    pageCacheMaxMb: env.PAGE_CACHE_MAX_MB,
    renderConcurrency: env.RENDER_CONCURRENCY,
    trustProxy: env.TRUST_PROXY,
    postLimitPerMinute: env.POST_LIMIT_PER_MINUTE,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  },
  contentService: {
    start: env.START_CONTENT_SERVICE,
    host: env.CONTENT_SERVICE_HOST,
    port: env.CONTENT_SERVICE_PORT,
    contentDir: env.CONTENT_DIR,
    spaceId: env.CONTENT_SPACE_ID,
    spaceName: env.BRAND_NAME,
    publicToken: env.CONTENT_TOKEN,
    previewToken: env.CONTENT_PREVIEW_TOKEN,
    managementToken: env.CONTENT_MANAGEMENT_TOKEN,
    publishWebhookUrl: env.CONTENT_PUBLISH_WEBHOOK_URL,
    webhookSecret: env.CONTENT_WEBHOOK_SECRET,
    faultInjection: env.CONTENT_FAULT_INJECTION,
  },
}));

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

/** Kept in step with package.json by config/index.test.ts. */
export const PACKAGE_VERSION = '0.1.0';

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
