import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Webhook } from 'standardwebhooks';
import StoryblokClient from 'storyblok-js-client';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_REGIONS,
  ConfigError,
  EMBEDDED_CONTENT_API_URL,
  envSchema,
  loadConfig,
  PACKAGE_VERSION,
  requireSiteUrl,
  retired,
  STORYBLOK_REGIONS,
  Variable,
  variables,
  WEBHOOK_SECRET_COMMAND,
} from './index';

/** Each variable in the tree with the path of keys the code reads it by. */
function declarations(node: object, path: string[] = []): { path: string[]; variable: Variable }[] {
  return Object.entries(node).flatMap(([key, child]: [string, object]) =>
    child instanceof Variable
      ? [{ path: [...path, key], variable: child }]
      : declarations(child, [...path, key]),
  );
}

describe('one declaration per variable', () => {
  const declared = declarations(variables);
  const names = declared.map(({ variable }) => variable.name);

  it('declares each variable at one place only', () => {
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('checks by name exactly the declared variables, with their declared checks', () => {
    const flat = Object.keys(envSchema.shape).filter((name) => !(name in retired));
    expect([...flat].sort()).toEqual([...names].sort());
    for (const { variable } of declared) {
      expect(envSchema.shape[variable.name as keyof typeof envSchema.shape], variable.name).toBe(
        variable.schema,
      );
    }
    expect(names.filter((name) => name in retired)).toEqual([]);
  });

  it('puts each variable where it is declared, with its default', () => {
    const settings = loadConfig({});
    for (const { path, variable } of declared) {
      // Unset variables without a default are the ones `derive` may complete from others.
      const fallback: unknown = variable.schema.safeParse(undefined).data;
      if (fallback === undefined) expect(settings, path.join('.')).toHaveProperty(path);
      else expect(settings, path.join('.')).toHaveProperty(path, fallback);
    }
  });
});

describe('the proxy and the public address', () => {
  it('trusts a proxy on this machine by default, and takes off, a hop count or addresses', () => {
    expect(loadConfig({}).server.trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'off' }).server.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).server.trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.2' }).server.trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.2',
    ]);
  });

  it('refuses an address it cannot read, and the retired TRUST_TLS with what replaced it', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_TLS: 'true' })).toThrow(/replaced by TRUST_PROXY/);
  });

  it('needs SITE_URL to start in production, not in development or tests', () => {
    expect(() => requireSiteUrl(loadConfig({ NODE_ENV: 'production' }))).toThrow(/SITE_URL is required/);
    expect(() =>
      requireSiteUrl(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://a.example/' })),
    ).not.toThrow();
    expect(() => requireSiteUrl(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });
});

describe('where content and its images come from', () => {
  const source = (env: Record<string, string>) => {
    const { content, site } = loadConfig(env);
    return { apiUrl: content.apiUrl, assetOrigins: content.assetOrigins, media: site.mediaServiceUrl };
  };
  const HOSTED = { START_CONTENT_SERVICE: 'false' };

  it('reads the embedded content service by default, with images only from the site itself', () => {
    expect(source({})).toEqual({
      apiUrl: EMBEDDED_CONTENT_API_URL,
      assetOrigins: [],
      media: 'http://127.0.0.1:3100/media',
    });
  });

  it("takes a region's delivery API and asset CDN when the embedded service is off", () => {
    expect(source({ ...HOSTED, CONTENT_REGION: 'us' })).toMatchObject({
      apiUrl: 'https://api-us.storyblok.com/v2',
      assetOrigins: ['https://a-us.storyblok.com'],
    });
    expect(source({ ...HOSTED, CONTENT_REGION: 'cn' })).toMatchObject({
      apiUrl: 'https://app.storyblokchina.cn/v2',
      assetOrigins: ['https://a.storyblokchina.cn'],
    });
  });

  it('uses the hosts storyblok-js-client knows for each region', () => {
    for (const region of CONTENT_REGIONS) {
      const client = new StoryblokClient({ accessToken: 'x', region });
      const { baseURL } = (client as unknown as { client: { baseURL: string } }).client;
      expect(STORYBLOK_REGIONS[region].apiUrl, region).toBe(baseURL);
    }
  });

  it('lets an explicit CONTENT_API_URL and CONTENT_ASSET_ORIGINS win over the region', () => {
    const env = {
      CONTENT_REGION: 'ap',
      CONTENT_API_URL: 'https://content-proxy.example/v2/',
      CONTENT_ASSET_ORIGINS:
        'https://img.example.com/assets/, https://a-ap.storyblok.com,https://img.example.com',
    };
    // With an explicit URL the embedded service may run too: the region then only names the CDN.
    expect(source(env)).toEqual({
      apiUrl: 'https://content-proxy.example/v2',
      assetOrigins: ['https://img.example.com', 'https://a-ap.storyblok.com'],
      media: 'https://content-proxy.example/media',
    });
    expect(source({ CONTENT_REGION: 'eu', CONTENT_API_URL: 'https://x.example/v2' }).assetOrigins).toEqual([
      'https://a.storyblok.com',
    ]);
    expect(source({ CONTENT_ASSET_ORIGINS: 'https://cdn.example.com' }).assetOrigins).toEqual([
      'https://cdn.example.com',
    ]);
  });

  it('refuses a region while the embedded service would serve the content, saying what to set', () => {
    expect(() => loadConfig({ CONTENT_REGION: 'eu' })).toThrow(
      /CONTENT_REGION: picks hosted Storyblok, but START_CONTENT_SERVICE is on: set START_CONTENT_SERVICE=false/,
    );
  });

  it('refuses an unknown region and asset origins that are not http(s) URLs', () => {
    expect(() => loadConfig({ ...HOSTED, CONTENT_REGION: 'EU' })).toThrow(/CONTENT_REGION: .*"eu"\|"us"/);
    expect(() => loadConfig({ ...HOSTED, CONTENT_REGION: 'de' })).toThrow(/CONTENT_REGION/);
    expect(() => loadConfig({ CONTENT_ASSET_ORIGINS: 'a.storyblok.com' })).toThrow(/CONTENT_ASSET_ORIGINS/);
    expect(() => loadConfig({ CONTENT_ASSET_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /CONTENT_ASSET_ORIGINS: javascript:alert\(1\) is not an http\(s\) origin/,
    );
  });
});

describe('the lead webhook secret (Standard Webhooks)', () => {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;

  it('takes a whsec_ secret the standardwebhooks library takes, and nothing when unset', () => {
    expect(loadConfig({}).forms.leadWebhookSecret).toBeUndefined();
    expect(loadConfig({ LEAD_WEBHOOK_SECRET: secret }).forms.leadWebhookSecret).toBe(secret);
    expect(loadConfig({ LEAD_WEBHOOK_SECRET: ` ${secret}\n` }).forms.leadWebhookSecret).toBe(secret);
    expect(() => new Webhook(secret)).not.toThrow();
  });

  it('refuses a plain secret, bad base64 or a short key, saying how to make a secret', () => {
    const refusals = [
      'durability-webhook-secret',
      // Valid base64 without the prefix would become other key bytes than the receivers expect.
      randomBytes(32).toString('base64'),
      `whsec_${randomBytes(32).toString('base64url')}-_`,
      // Without its padding: the library would read it, stricter decoders on the receiving side not.
      `whsec_${randomBytes(32).toString('base64').replace(/=+$/, '')}`,
      `whsec_${randomBytes(16).toString('base64')}`,
      'whsec_',
    ];
    for (const value of refusals) {
      expect(() => loadConfig({ LEAD_WEBHOOK_SECRET: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ LEAD_WEBHOOK_SECRET: 'old-plain-secret' })).toThrow(
      /LEAD_WEBHOOK_SECRET: must be a Standard Webhooks secret, whsec_ .*randomBytes\(32\)/,
    );
  });

  it('makes a secret the configuration takes with the command it shows', () => {
    const made = execFileSync('sh', ['-c', WEBHOOK_SECRET_COMMAND], { encoding: 'utf8' }).trim();
    expect(made).toMatch(/^whsec_/);
    expect(loadConfig({ LEAD_WEBHOOK_SECRET: made }).forms.leadWebhookSecret).toBe(made);
    expect(readFileSync('.env.example', 'utf8')).toContain(WEBHOOK_SECRET_COMMAND);
  });
});

describe('the Google tag (GOOGLE_TAG_ID)', () => {
  it('is unset by default, and takes the id of Google Analytics 4, Google Ads or a container', () => {
    expect(loadConfig({}).tracking.googleTagId).toBeUndefined();
    for (const id of ['G-E2ETEST01', 'AW-123456789', 'GTM-K9ABCD1']) {
      expect(loadConfig({ GOOGLE_TAG_ID: id }).tracking.googleTagId).toBe(id);
    }
    expect(loadConfig({ GOOGLE_TAG_ID: ' G-E2ETEST01\n' }).tracking.googleTagId).toBe('G-E2ETEST01');
  });

  it('refuses anything else at start-up, naming the kinds it takes', () => {
    for (const value of [
      'UA-12345-1',
      'g-e2etest01',
      'AW-12AB',
      'GTM-',
      'G-E2E&x=1',
      'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01',
    ]) {
      expect(() => loadConfig({ GOOGLE_TAG_ID: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ GOOGLE_TAG_ID: 'UA-12345-1' })).toThrow(
      /GOOGLE_TAG_ID: must be a Google tag id: G- and capital letters or digits \(Google Analytics 4\), AW- and digits \(Google Ads\), GTM- /,
    );
  });
});

describe('monitoring configuration (requirements §3)', () => {
  it('works with no variables set: embedded tokens, §9 sampling, tagged with the package version', () => {
    const { monitoring } = loadConfig({});
    expect(monitoring.clientToken).toMatch(/^pub-/);
    expect(monitoring.logsClientToken).toMatch(/^pub-/);
    expect(monitoring.logsClientToken).not.toBe(monitoring.clientToken);
    expect(monitoring.sessionSampleRate).toBe(100);
    expect(monitoring.replaySampleRate).toBe(0);
    expect(monitoring.replayManualStart).toBe(false);
    expect(monitoring.env).toBe('production');
    expect(monitoring.deployEnv).toBe('production');
    expect(monitoring.version).toBe(PACKAGE_VERSION);
    expect(monitoring.commit).toMatch(/^(?:[0-9a-f]{7,64}|unknown)$/);
  });

  it('takes every value from the environment', () => {
    const { monitoring } = loadConfig({
      MONITORING_CLIENT_TOKEN: 'pub-rum-token-1',
      MONITORING_LOGS_CLIENT_TOKEN: 'pub-logs-token-1',
      MONITORING_APPLICATION_ID: 'app-1',
      MONITORING_SERVICE: 'web',
      MONITORING_ENV: 'staging',
      MONITORING_VERSION: '2.3.4',
      DEPLOY_ENV: 'eu-staging',
      COMMIT_REF: 'abc1234',
      MONITORING_SESSION_SAMPLE_RATE: '50',
      MONITORING_REPLAY_SAMPLE_RATE: '12.5',
      MONITORING_REPLAY_MANUAL_START: 'true',
    });
    expect(monitoring).toEqual({
      clientToken: 'pub-rum-token-1',
      logsClientToken: 'pub-logs-token-1',
      applicationId: 'app-1',
      service: 'web',
      env: 'staging',
      version: '2.3.4',
      deployEnv: 'eu-staging',
      commit: 'abc1234',
      sessionSampleRate: 50,
      replaySampleRate: 12.5,
      replayManualStart: true,
    });
  });

  it('refuses a sample rate outside 0 to 100', () => {
    expect(() => loadConfig({ MONITORING_REPLAY_SAMPLE_RATE: '101' })).toThrow(ConfigError);
    expect(() => loadConfig({ MONITORING_SESSION_SAMPLE_RATE: '-1' })).toThrow(ConfigError);
  });

  it('gives requests in flight 10 s at shutdown unless SHUTDOWN_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).server.shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).server.shutdownTimeoutMs).toBe(2_500);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(ConfigError);
  });

  it('keeps PACKAGE_VERSION in step with package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(PACKAGE_VERSION).toBe(pkg.version);
  });
});

describe('.env.example', () => {
  // Each variable appears as `NAME=` or `# NAME=` at the start of a line.
  const named = new Set(
    [...readFileSync('.env.example', 'utf8').matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map(
      ([, name]) => name ?? '',
    ),
  );

  // Kept in the schema only to refuse them with the name of their replacement.
  const RETIRED = Object.keys(retired);
  // Read by `npm start` before anything else runs (scripts/heap-limit.mjs): a heap limit is set
  // when a process starts.
  const READ_BEFORE_CONFIG = ['MEMORY_LIMIT_MB'];

  it('names every variable the configuration reads', () => {
    const read = Object.keys(envSchema.shape).filter((name) => !RETIRED.includes(name));
    expect(read.filter((name) => !named.has(name))).toEqual([]);
  });

  it('names nothing the configuration does not read', () => {
    const known = (name: string) => name in envSchema.shape || READ_BEFORE_CONFIG.includes(name);
    expect([...named].filter((name) => !known(name))).toEqual([]);
    expect(RETIRED.filter((name) => named.has(name))).toEqual([]);
  });
});
