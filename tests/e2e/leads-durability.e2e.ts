// Leads are never lost: a burst of leads, the site killed with SIGKILL in the middle, restarted on the
// same database; every submission that got a success answer is stored exactly once and delivered
// by the outbox to a webhook receiver. The test runs its own site process (scripts/start.mjs, as
// `npm start` runs it) and content service, so it can kill and restart them; the posts go through
// the pages' real form action, without a browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { MIN_FILL_MS } from '../../app/forms/talon.server';
import { ID_HEADER, IDEMPOTENCY_HEADER } from '../../app/leads/webhook.server';
import { E2E_NO_CONTENT_SITE_URL } from '../../playwright.config';

// Beside the ports playwright.config.ts uses (site, +20, +40) and the other process tests' (+60…+90).
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300) + 64;
const CONTENT_PORT = Number(process.env.E2E_CONTENT_PORT ?? 3310) + 64;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const ADMIN_TOKEN = `durability-${randomUUID()}`;
/** A Standard Webhooks secret, as .env.example says to make one. */
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const DATABASE = `var/e2e/durability-${Date.now()}-${process.pid}.sqlite`;
/** Posts in the burst; every third is a signup, the others consultation requests. */
const BURST = 48;
/**
 * Once this many posts were answered with success, the site is killed as a webhook delivery reaches
 * the receiver (so the kill cuts a delivery too), or at the latest after KILL_AT_THE_LATEST.
 */
const KILL_AFTER_SUCCESSES = 16;
const KILL_AT_THE_LATEST = 24;
const CONCURRENCY = 6;

interface Delivery {
  key: string;
  /** The message's webhook-id: the outbox row's, the same on every attempt. */
  id: string;
  submissionId: string;
  /** Whether the standardwebhooks library verified it, as a receiver would. */
  signed: boolean;
}

/** The receiver's check: `new Webhook(secret).verify(body, headers)` from the standardwebhooks library. */
function verified(body: string, headers: Record<string, string>): boolean {
  try {
    new Webhook(WEBHOOK_SECRET).verify(body, headers);
    return true;
  } catch {
    return false;
  }
}

interface Receiver {
  server: Server;
  url: string;
  deliveries: Delivery[];
  /** Called on each delivery; true leaves it unanswered (the site is being killed). */
  onDelivery?: (delivery: Delivery) => boolean;
}

function startReceiver(): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(request.headers[name.toLowerCase()] ?? '');
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) =>
          typeof value === 'string' ? [[name, value]] : [],
        ),
      );
      const delivery = {
        key: header(IDEMPOTENCY_HEADER),
        id: header(ID_HEADER),
        submissionId: String((JSON.parse(body) as { submissionId?: unknown }).submissionId),
        signed: verified(body, headers),
      };
      deliveries.push(delivery);
      if (receiver.onDelivery?.(delivery)) return;
      setTimeout(() => response.writeHead(204).end(), 25);
    });
  });
  const receiver: Receiver = { server, url: '', deliveries };
  server.listen(0, '127.0.0.1');
  return once(server, 'listening').then(() => {
    receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
    return receiver;
  });
}

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env };
  // The durability claim is about this test's own SQLite file, never a configured PostgreSQL.
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: childEnv, stdio: 'pipe' });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString()) > 50 && output.shift();
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (code) console.error(`${args.join(' ')} exited with ${code}:\n${output.join('')}`);
    else if (signal && signal !== 'SIGKILL' && signal !== 'SIGTERM')
      console.error(`${args[0]} ended by ${signal}`);
  });
  return child;
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the process for ${url} exited (${child.exitCode})`);
        return fetch(url).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [100, 250] },
    )
    .toBe(200);
}

function startSite(webhookUrl: string): ChildProcess {
  return startProcess(['scripts/start.mjs'], {
    HOST: '127.0.0.1',
    PORT: String(SITE_PORT),
    START_CONTENT_SERVICE: 'false',
    CONTENT_API_URL: `http://127.0.0.1:${CONTENT_PORT}/v2`,
    CONTENT_RATE_LIMIT: '200',
    SQLITE_PATH: DATABASE,
    LEAD_WEBHOOK_URLS: webhookUrl,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    OUTBOX_INTERVAL_MS: '100',
    // A delivery cut off by the kill is claimed for this plus 5 s, then sent again.
    OUTBOX_TIMEOUT_MS: '2000',
    ADMIN_TOKEN,
    // Tokens issued before the kill stay valid after the restart, as with any configured deployment.
    FORMS_SECRET: 'durability-forms-secret',
    // The whole burst comes from one address.
    FORM_POSTS_PER_MINUTE: '10000',
  });
}

interface PageForm {
  path: string;
  formId: string;
  key: string;
  talon: string;
}

/**
 * The form's hidden `_key` as the server rendered it, and a bot-check token for it from the
 * definition endpoint, as the browser gets one (a cached page carries none).
 */
async function pageForm(request: APIRequestContext, path: string, formId: string): Promise<PageForm> {
  const html = await (await request.get(`${SITE}${path}`)).text();
  const form = [...html.matchAll(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/g)]
    .map((match) => match[1] ?? '')
    .find((body) => body.includes(`name="_form" value="${formId}"`));
  const key = /name="_key" value="([^"]*)"/.exec(form ?? '')?.[1];
  if (!key) throw new Error(`no form ${formId} on ${path}`);
  const definition = await request.get(`${SITE}/api/forms/${formId}`);
  const { talon } = (await definition.json()) as { talon?: string };
  if (!talon) throw new Error(`no bot-check token for the form ${formId}`);
  return { path, formId, key, talon };
}

interface Submission {
  id: string;
  form: PageForm;
  fields: Record<string, string>;
}

function submissions(consultation: PageForm, signup: PageForm): Submission[] {
  return Array.from({ length: BURST }, (_, index): Submission => {
    const id = randomUUID();
    const email = `lead-${id.slice(0, 8)}@example.com`;
    // Both flows are in flight when the process dies.
    return index % 3 === 2
      ? {
          id,
          form: signup,
          fields: { name: 'Ada Lovelace', email, terms: 'on', marketoSignupFormId: '1540' },
        }
      : {
          id,
          form: consultation,
          fields: {
            firstName: 'Grace',
            lastName: 'Hopper',
            email,
            phone: '+1 555 0100',
            company: 'Durable Co',
            // No §9 self-serve redirect for a core country at this size: the page answers 200.
            employees: '50 - 249',
            country: 'United States',
          },
        };
  });
}

async function post(request: APIRequestContext, submission: Submission): Promise<boolean> {
  try {
    const response = await request.post(`${SITE}${submission.form.path}`, {
      headers: { Origin: SITE },
      form: {
        _form: submission.form.formId,
        _key: submission.form.key,
        submissionId: submission.id,
        talon: submission.form.talon,
        website: '',
        ...submission.fields,
      },
      maxRedirects: 0,
      timeout: 15_000,
    });
    return response.status() === 200 && (await response.text()).includes('data-form-status="success"');
  } catch {
    // The connection was cut (the kill) or refused (no server): the visitor saw no success.
    return false;
  }
}

interface AdminLead {
  submissionId: string;
  deliveries: { status: string }[];
}

async function storedLeads(request: APIRequestContext): Promise<AdminLead[]> {
  const response = await request.get(`${SITE}/admin/leads?limit=500`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { leads: AdminLead[] }).leads;
}

function occurrences(leads: AdminLead[], id: string): number {
  return leads.filter((lead) => lead.submissionId === id).length;
}

test('every lead answered with success survives a SIGKILL exactly once and reaches the webhook', async ({
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync('var/e2e', { recursive: true });
  const receiver = await startReceiver();
  const content = startProcess(['content-service/main.ts'], {
    CONTENT_SERVICE_HOST: '127.0.0.1',
    CONTENT_SERVICE_PORT: String(CONTENT_PORT),
  });
  let site: ChildProcess | undefined;
  try {
    await waitUntilAnswering(`http://127.0.0.1:${CONTENT_PORT}/health`, content);
    site = startSite(receiver.url);
    await waitUntilAnswering(`${SITE}/favicon.svg`, site);

    const tokensIssuedAt = Date.now();
    const consultation = await pageForm(request, '/book-a-consultation', '1181');
    const signup = await pageForm(request, '/start-free', '1540');
    const all = submissions(consultation, signup);
    // Filled in no faster than a person can: the bot check's minimum time has to pass first.
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 200 - (Date.now() - tokensIssuedAt)));

    // The burst: CONCURRENCY posts at a time, and the kill in the middle of it.
    const killed = site;
    const exited = once(killed, 'exit');
    const succeeded = new Set<string>();
    const cut: string[] = [];
    receiver.onDelivery = (delivery) => {
      if (succeeded.size < KILL_AFTER_SUCCESSES || killed.killed) return false;
      killed.kill('SIGKILL');
      cut.push(delivery.key);
      return true;
    };
    const queue = [...all];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          if (await post(request, next)) {
            succeeded.add(next.id);
            if (succeeded.size >= KILL_AT_THE_LATEST && !killed.killed) killed.kill('SIGKILL');
          }
        }
      }),
    );
    await exited;
    receiver.onDelivery = undefined;
    expect(killed.signalCode).toBe('SIGKILL');
    // The kill came in the middle: some posts were answered with success, others never were.
    expect(succeeded.size).toBeGreaterThanOrEqual(KILL_AFTER_SUCCESSES);
    expect(succeeded.size).toBeLessThan(all.length);

    // Restarted on the same database: every success is there, once.
    site = startSite(receiver.url);
    await waitUntilAnswering(`${SITE}/favicon.svg`, site);
    const refused = await request.get(`${SITE}/admin/leads`, { headers: { Authorization: 'Bearer guess' } });
    expect(refused.status()).toBe(401);
    expect(refused.headers()['www-authenticate']).toMatch(/^Bearer/);
    const afterRestart = await storedLeads(request);
    for (const id of succeeded) expect(occurrences(afterRestart, id), `lead ${id}`).toBe(1);

    // Visitors who saw no success send again (same submission ids), and a few who did send twice.
    const resent = [...all.filter((submission) => !succeeded.has(submission.id)), ...all.slice(0, 4)];
    for (const submission of resent) expect(await post(request, submission), submission.id).toBe(true);

    // The outbox delivers every lead, including those whose delivery the kill cut off.
    const ids = new Set(all.map((submission) => submission.id));
    await expect
      .poll(() => new Set(receiver.deliveries.map((delivery) => delivery.key)).size, { timeout: 60_000 })
      .toBe(ids.size);
    expect(receiver.deliveries.every((delivery) => ids.has(delivery.key))).toBe(true);
    expect(receiver.deliveries.every((delivery) => delivery.key === delivery.submissionId)).toBe(true);
    expect(receiver.deliveries.every((delivery) => delivery.signed)).toBe(true);
    // A delivery the kill cut off is sent again once its claim runs out, with the same key.
    const timesDelivered = (key: string) =>
      receiver.deliveries.filter((delivery) => delivery.key === key).length;
    await expect.poll(() => cut.filter((key) => timesDelivered(key) < 2), { timeout: 60_000 }).toEqual([]);
    // One message per lead (one destination here): every attempt of it, the re-sent ones after the
    // kill included, carries the same webhook-id, and no two leads share one.
    const idsOf = (key: string) =>
      new Set(receiver.deliveries.filter((delivery) => delivery.key === key).map((delivery) => delivery.id));
    expect([...ids].filter((key) => idsOf(key).size !== 1)).toEqual([]);
    expect(new Set(receiver.deliveries.map((delivery) => delivery.id)).size).toBe(ids.size);
    expect(receiver.deliveries.every((delivery) => delivery.signed)).toBe(true);

    await expect
      .poll(
        async () => (await storedLeads(request)).flatMap((lead) => lead.deliveries.map((d) => d.status)),
        {
          timeout: 15_000,
          intervals: [500],
        },
      )
      .toEqual(Array.from({ length: ids.size }, () => 'delivered'));
    const final = await storedLeads(request);
    expect(final).toHaveLength(ids.size);
    for (const id of ids) expect(occurrences(final, id), `lead ${id}`).toBe(1);
    // What this run saw, for the report (the exact split varies with timing, so it is not asserted).
    test.info().annotations.push({
      type: 'figures',
      description: [
        `${succeeded.size} of ${all.length} posts answered with success before the kill`,
        `${cut.length} webhook delivery cut by the kill`,
        `${afterRestart.length - succeeded.size} more were stored without an answer reaching the client`,
        `${receiver.deliveries.length} webhook requests for ${ids.size} leads (repeats carry the same key)`,
      ].join('; '),
    });
  } finally {
    if (site && site.exitCode === null && site.signalCode === null) {
      const stopped = once(site, 'exit');
      site.kill('SIGTERM');
      await stopped;
    }
    if (content.exitCode === null && content.signalCode === null) {
      const stopped = once(content, 'exit');
      content.kill('SIGTERM');
      await stopped;
    }
    await new Promise((resolve) => {
      receiver.server.close(resolve);
      receiver.server.closeAllConnections();
    });
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${DATABASE}${suffix}`, { force: true });
  }
});

test('the admin endpoints do not exist on a site without ADMIN_TOKEN', async ({ request }) => {
  for (const path of ['/admin/leads', '/admin/leads.csv', '/admin/monitoring']) {
    const response = await request.get(`${E2E_NO_CONTENT_SITE_URL}${path}`, {
      headers: { Authorization: 'Bearer anything' },
    });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control'], path).toMatch(/\bno-store\b/);
  }
});
