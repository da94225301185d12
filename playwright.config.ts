// End-to-end tests in Debian's Chromium against the production build and the real content
// service, started the same way `npm start` starts them (on ports of their own).
import { defineConfig } from '@playwright/test';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300);
const CONTENT_PORT = Number(process.env.E2E_CONTENT_PORT ?? 3310);
const WRITABLE_SITE_PORT = SITE_PORT + 20;
const WRITABLE_CONTENT_PORT = CONTENT_PORT + 20;

export const E2E_CONTENT_URL = `http://127.0.0.1:${CONTENT_PORT}`;
/** The pair that serves a throwaway copy of the content, for tests that publish. */
export const E2E_WRITABLE_SITE_URL = `http://127.0.0.1:${WRITABLE_SITE_PORT}`;
export const E2E_WRITABLE_CONTENT_URL = `http://127.0.0.1:${WRITABLE_CONTENT_PORT}`;
export const E2E_MANAGEMENT_TOKEN = 'e2e-management-token';

const serverEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  // The e2e suite opens many pages at once; the spec's 5 requests/s is for hosted services.
  CONTENT_RATE_LIMIT: '200',
  LOG_LEVEL: 'warn',
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx scripts/start.ts',
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(SITE_PORT),
        CONTENT_SERVICE_PORT: String(CONTENT_PORT),
        CONTENT_API_URL: `${E2E_CONTENT_URL}/v2`,
      },
    },
    {
      command: 'node --import tsx tests/e2e/start-writable.ts',
      url: `${E2E_WRITABLE_SITE_URL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(WRITABLE_SITE_PORT),
        CONTENT_SERVICE_PORT: String(WRITABLE_CONTENT_PORT),
        CONTENT_API_URL: `${E2E_WRITABLE_CONTENT_URL}/v2`,
        CONTENT_MANAGEMENT_TOKEN: E2E_MANAGEMENT_TOKEN,
        // Only the webhook may tell the site about a publish in this test.
        CONTENT_CV_TTL_MS: '600000',
      },
    },
  ],
});
