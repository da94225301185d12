// End-to-end tests in Debian's Chromium against the production build and the real content
// service, started the same way `npm start` starts them (on ports of their own).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300);
const CONTENT_PORT = Number(process.env.E2E_CONTENT_PORT ?? 3310);
const WRITABLE_SITE_PORT = SITE_PORT + 20;
const WRITABLE_CONTENT_PORT = CONTENT_PORT + 20;

export const E2E_CONTENT_URL = `http://127.0.0.1:${CONTENT_PORT}`;
/** The pair that serves a throwaway copy of the content, for tests that publish. */
export const E2E_WRITABLE_SITE_URL = `http://127.0.0.1:${WRITABLE_SITE_PORT}`;
export const E2E_WRITABLE_CONTENT_URL = `http://127.0.0.1:${WRITABLE_CONTENT_PORT}`;
export const E2E_MANAGEMENT_TOKEN = 'e2e-management-token';
/**
 * The writable pair's editor user (EDITOR_USERS; tests/e2e/editor.e2e.ts): the entry is what
 * `npm run editor:hash-password -- e2e-editor` printed for this password.
 */
export const E2E_EDITOR_USER = 'e2e-editor';
export const E2E_EDITOR_PASSWORD = 'e2e-editor-password';
const E2E_EDITOR_USERS =
  'e2e-editor:scrypt$m2rNYq3FXFqS1XiHQF/8+w==$bWKVq3I4OXypuV48AG0A7CGn3uyk4OuiV8cZUFfBnD8=';
/** The main site's ADMIN_TOKEN (the monitoring viewer's tests sign in with it). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-monitoring';
/**
 * Where tests/e2e/preview.e2e.ts plays Storyblok's Visual Editor: a page on this origin (nothing
 * listens there; the test fulfils its requests with page.route()) frames the writable pair's site
 * and serves a stand-in for the bridge's script. Same host as the site, so the preview cookie
 * (SameSite=Lax over plain http) reaches the framed pages.
 */
export const E2E_PREVIEW_EDITOR_ORIGIN = `http://127.0.0.1:${SITE_PORT + 60}`;
export const E2E_PREVIEW_BRIDGE_URL = `${E2E_PREVIEW_EDITOR_ORIGIN}/storyblok-bridge-stand-in.js`;
/** A site whose content service is down (nothing listens on its content port). */
export const E2E_NO_CONTENT_SITE_URL = `http://127.0.0.1:${SITE_PORT + 40}`;

/** Third-party scripts of the main pair, fulfilled by the consent tests with page.route(). */
export const E2E_THIRD_PARTY_SCRIPTS = {
  LIVE_CHAT_SCRIPT_URL: 'https://chat.consent-test.invalid/widget.js',
  AD_PIXEL_SCRIPT_URL: 'https://ads.consent-test.invalid/pixel.js',
  SOCIAL_SDK_SCRIPT_URL: 'https://social.consent-test.invalid/sdk.js',
};

/**
 * The main pair's Google tag (GOOGLE_TAG_ID): its gtag.js address is fulfilled with page.route()
 * by the tests that look at it; Chromium resolves the host to nothing, so no test reaches Google.
 */
export const E2E_GOOGLE_TAG_ID = 'G-E2ETEST01';
export const E2E_GOOGLE_TAG_SCRIPT_URL = `https://www.googletagmanager.com/gtag/js?id=${E2E_GOOGLE_TAG_ID}`;

const serverEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  // The e2e suite opens many pages at once; the requirements' 5 requests/s is for hosted services.
  CONTENT_RATE_LIMIT: '200',
  LOG_LEVEL: 'warn',
};

/** A site with its own content service, started the way `npm start` starts them. */
function siteServer(script: string, sitePort: number, contentPort: number, env: Record<string, string> = {}) {
  return {
    // npm start's launcher is plain JavaScript; a TypeScript helper runs under tsx.
    command: script.endsWith('.ts') ? `node --import tsx ${script}` : `node ${script}`,
    // A static file: it answers even when the content service does not.
    url: `http://127.0.0.1:${sitePort}/favicon.svg`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      ...serverEnv,
      PORT: String(sitePort),
      CONTENT_SERVICE_PORT: String(contentPort),
      CONTENT_API_URL: `http://127.0.0.1:${contentPort}/v2`,
      // Each server keeps its own database, so parallel runs and servers never share rows.
      SQLITE_PATH: `var/e2e/site-${sitePort}.sqlite`,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Tests fulfil these hosts' requests with page.route(); nothing unrouted reaches them.
      args: [
        ...CHROMIUM_FLAGS,
        '--host-resolver-rules=MAP www.googletagmanager.com ~NOTFOUND, MAP a.storyblok.com ~NOTFOUND',
      ],
    },
  },
  webServer: [
    siteServer('scripts/start.mjs', SITE_PORT, CONTENT_PORT, {
      ...E2E_THIRD_PARTY_SCRIPTS,
      GOOGLE_TAG_ID: E2E_GOOGLE_TAG_ID,
      // Every form test posts from 127.0.0.1; the flood limit itself is tested in Vitest.
      FORM_POSTS_PER_MINUTE: '1000',
      // The page itself may send prefill messages (tests/e2e/forms-marketing.e2e.ts).
      PREFILL_ORIGINS: `http://127.0.0.1:${SITE_PORT}`,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    }),
    siteServer('tests/e2e/start-writable.ts', WRITABLE_SITE_PORT, WRITABLE_CONTENT_PORT, {
      // Nothing listens on port 9: every signup there fails as the API failure [DP003].
      SIGNUP_API_URL: 'http://127.0.0.1:9/accounts',
      FORM_POSTS_PER_MINUTE: '1000',
      CONTENT_MANAGEMENT_TOKEN: E2E_MANAGEMENT_TOKEN,
      // Only the webhook may tell the site about a publish in this pair.
      CONTENT_CV_TTL_MS: '600000',
      // Content here may hold hosted Storyblok assets (tests/e2e/media.e2e.ts): the EU asset CDN's
      // origin joins img-src. CONTENT_API_URL stays the embedded service's, as the explicit URL wins.
      CONTENT_REGION: 'eu',
      // Editors' preview: npm start's local preview token and secret (no SITE_URL here), an editor
      // of the tests' own besides Storyblok's, and the stand-in bridge it serves; the embedded
      // editor (/editor on this pair's content service) may frame the site too.
      PREVIEW_EDITOR_ORIGINS: `https://app.storyblok.com,${E2E_PREVIEW_EDITOR_ORIGIN},${E2E_WRITABLE_CONTENT_URL}`,
      EDITOR_USERS: E2E_EDITOR_USERS,
      PREVIEW_BRIDGE_URL: E2E_PREVIEW_BRIDGE_URL,
    }),
    siteServer('scripts/start.mjs', SITE_PORT + 40, CONTENT_PORT + 40, {
      START_CONTENT_SERVICE: 'false',
      CONTENT_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'silent',
    }),
  ],
});
