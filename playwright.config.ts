// End-to-end tests in Debian's Chromium against the production build and the real content
// service, started the same way `npm start` starts them (on ports of their own).
import { defineConfig } from '@playwright/test';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300);
const CONTENT_PORT = Number(process.env.E2E_CONTENT_PORT ?? 3310);

export const E2E_CONTENT_URL = `http://127.0.0.1:${CONTENT_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
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
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    url: `http://127.0.0.1:${SITE_PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(SITE_PORT),
      CONTENT_SERVICE_PORT: String(CONTENT_PORT),
      CONTENT_API_URL: `${E2E_CONTENT_URL}/v2`,
      // The e2e suite opens many pages at once; the spec's 5 requests/s is for hosted services.
      CONTENT_RATE_LIMIT: '200',
      LOG_LEVEL: 'warn',
    },
  },
});
