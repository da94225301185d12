// The site process that `npm start` runs (scripts/start.mjs), bundled into the build by
// build-if-needed.ts: start the embedded content service (a separate process) unless the site is
// pointed at a hosted one, then serve the site. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadEnvFile } from './env-file';

loadEnvFile();

// Both processes must agree on the webhook secret; a fresh one per run keeps it out of the repo.
process.env.CONTENT_WEBHOOK_SECRET ||= randomBytes(24).toString('hex');
process.env.NODE_ENV ||= 'production';
// The public address links and sitemaps are written with: on a machine of one's own, this one.
// A deployment sets SITE_URL (the site refuses to start in production without it otherwise).
process.env.SITE_URL ||= localAddress();

function localAddress(): string {
  const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : 'localhost';
  return `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || '3000'}`;
}

// React picks its development or production build from NODE_ENV when it is first loaded: the rest
// is imported only now (dynamic imports stay chunks of their own in the bundle).
const { config } = await import('../config/index');
// `npm run dev` (scripts/dev.ts) serves the same app with Vite compiling the sources per request.
const startSite =
  process.env.NODE_ENV === 'development'
    ? (await import('../server/dev-site')).startDevSite
    : (await import('../server/main')).startSite;
const { logger } = await import('../app/logging/logger.server');

const settings = config();
process.env.CONTENT_PUBLISH_WEBHOOK_URL ||= `http://127.0.0.1:${settings.site.port}/api/content-published`;

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The content service exited (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The content service did not answer ${url} within ${timeoutMs} ms`);
}

function startContentService(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('content-service', 'main.ts')], {
    stdio: 'inherit',
    env: process.env,
  });
  return child;
}

let contentService: ChildProcess | undefined;
if (settings.contentService.start) {
  contentService = startContentService();
  const { host, port } = settings.contentService;
  await waitForHealth(`http://${host}:${port}/health`, contentService);
}

const site = await startSite();
logger.info(`Site ready on ${site.url} (content from ${settings.content.apiUrl})`);

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  contentService?.kill('SIGTERM');
  await site.close();
  process.exit(code);
}

contentService?.on('exit', (code) => {
  if (stopping) return;
  logger.error(`The content service stopped (code ${String(code)}); stopping the site.`);
  void stop(1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
