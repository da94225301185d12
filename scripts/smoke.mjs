// `npm run smoke`: start the built site the way `npm start` does, on spare ports and a throwaway
// database, and check what a visitor and an operator see first: readiness, the home page,
// the sitemap, a consent record stored in the database, then a clean exit on SIGTERM. It runs on
// whichever Node runs this script, which is how the test suite checks a second Node version.
// Plain JavaScript, so that Node runs it without a TypeScript loader.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SITE_PORT = Number(process.env.SMOKE_SITE_PORT ?? 3950);
const CONTENT_PORT = Number(process.env.SMOKE_CONTENT_PORT ?? 3951);
const ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
// Includes a build when the build is missing or older than the sources.
const READY_WITHIN_MS = 180_000;
const EXIT_WITHIN_MS = 20_000;

const scratch = mkdtempSync(path.join(tmpdir(), 'shiftlane-smoke-'));
const output = [];
const site = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(SITE_PORT),
    HOST: '127.0.0.1',
    SITE_URL: ORIGIN,
    CONTENT_SERVICE_PORT: String(CONTENT_PORT),
    CONTENT_API_URL: `http://127.0.0.1:${CONTENT_PORT}/v2`,
    MEDIA_SERVICE_URL: `http://127.0.0.1:${CONTENT_PORT}/media`,
    SQLITE_PATH: path.join(scratch, 'smoke.sqlite'),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
site.stdout.on('data', (chunk) => output.push(chunk));
site.stderr.on('data', (chunk) => output.push(chunk));
const exited = new Promise((resolve) => site.once('exit', (code, signal) => resolve({ code, signal })));

function fail(message) {
  console.error(`smoke (Node ${process.version}): ${message}`);
  console.error(Buffer.concat(output).toString('utf8').slice(-4_000));
  site.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
}

async function answer(pathname, init) {
  try {
    return await fetch(`${ORIGIN}${pathname}`, { redirect: 'manual', ...init });
  } catch {
    return null;
  }
}

async function waitUntilReady() {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (site.exitCode !== null) fail(`the site exited with ${site.exitCode} while starting`);
    const ready = await answer('/readyz');
    if (ready?.status === 200) return ready.json();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`/readyz did not answer 200 within ${READY_WITHIN_MS / 1000} s`);
}

function expect(condition, message) {
  if (!condition) fail(message);
}

const readiness = await waitUntilReady();
expect(readiness.checks.database === 'ok', `the database is not ready: ${JSON.stringify(readiness)}`);

const health = await answer('/healthz');
expect(health?.status === 200, `/healthz answered ${health?.status}`);

const home = await answer('/');
const homeHtml = (await home?.text()) ?? '';
expect(home?.status === 200, `the home page answered ${home?.status}`);
expect(/<h1[\s>]/.test(homeHtml), 'the home page has no heading');
expect(home.headers.has('content-security-policy'), 'the home page was sent without a CSP');

const sitemap = await answer('/sitemap.xml');
expect(sitemap?.status === 200, `/sitemap.xml answered ${sitemap?.status}`);
expect((await sitemap.text()).includes('<loc>'), 'the sitemap lists nothing');

const consent = await answer('/api/consent', {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: ORIGIN },
  body: JSON.stringify({
    version: 1,
    decidedAt: new Date().toISOString(),
    anonymousId: `Smoke${Date.now()}`,
    region: 'gb',
    purposes: { functional: true, analytics: false, advertising: false },
    gpc: false,
    source: 'reject-all',
  }),
});
expect(consent?.status === 201, `a consent record answered ${consent?.status}, not 201`);

site.kill('SIGTERM');
const stopped = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve(null), EXIT_WITHIN_MS).unref()),
]);
expect(stopped !== null, `the site did not exit within ${EXIT_WITHIN_MS / 1000} s of SIGTERM`);
expect(stopped.code === 0, `the site exited with ${JSON.stringify(stopped)} after SIGTERM`);

rmSync(scratch, { recursive: true, force: true });
console.log(
  `smoke (Node ${process.version}): ready, home page, sitemap, a stored consent record, exit 0 on SIGTERM`,
);
