// The outbox delivers each stored lead to its webhooks: at least once, with the submission's
// Idempotency-Key and the Standard Webhooks headers, signed when a secret is set (checked here as a
// receiver checks it, with the standardwebhooks library), retried with backoff, dead-lettered at the end.
import { createHmac, randomBytes } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeLeadIn } from './leads.server';
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffMs,
  deliverDue,
  startOutbox,
  type OutboxSettings,
} from './outbox.server';
import { listLeads } from './lead-list.server';
import {
  consultationLead,
  startReceiver,
  testDatabases,
  type ReceivedRequest,
  type Receiver,
  type TestDatabase,
} from './test-support';
import { logger } from '../logging/logger.server';

const T0 = new Date('2026-03-02T10:00:00.000Z');
/** A LEAD_WEBHOOK_SECRET as .env.example says to make one. */
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

/** A request's headers as a receiver hands them to the library (one value each). */
function headersOf(request: ReceivedRequest | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request?.headers ?? {}).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );
}

/**
 * `new Webhook(secret).verify(body, headers)`, as a receiver runs it when its clock says `at`: the
 * library refuses a timestamp more than 5 minutes from its own time, and these tests send at T0.
 */
function verifyAt(at: Date, request: ReceivedRequest | undefined, body = request?.body ?? ''): unknown {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    return new Webhook(SECRET).verify(body, headersOf(request));
  } finally {
    vi.useRealTimers();
  }
}

/** What verifyAt throws, or undefined. */
function refusalAt(at: Date, request: ReceivedRequest | undefined, body?: string): unknown {
  try {
    verifyAt(at, request, body);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('backoffMs', () => {
  it('doubles from the base, half of it jitter, up to the cap', () => {
    expect(backoffMs(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffMs(1, () => 0.999_999)).toBeCloseTo(BACKOFF_BASE_MS, -1);
    expect(backoffMs(2, () => 0)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(3, () => 0)).toBe(BACKOFF_BASE_MS * 2);
    expect(backoffMs(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
    expect(backoffMs(30, () => 0.999_999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });
});

describe.each(testDatabases())('outbox on %s', (_name, open) => {
  let test: TestDatabase;
  let receiver: Receiver | undefined;
  let clock: Date;

  function settings(overrides: Partial<OutboxSettings> = {}): OutboxSettings {
    return {
      db: test.db,
      maxAttempts: 3,
      secret: undefined,
      now: () => clock,
      random: () => 0,
      timeoutMs: 2_000,
      ...overrides,
    };
  }

  async function outboxRows() {
    return test.db
      .selectFrom('lead_outbox')
      .select(['status', 'attempts', 'next_attempt_at', 'last_error'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  beforeEach(async () => {
    test = await open();
    clock = T0;
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
    await test.cleanup();
    vi.restoreAllMocks();
  });

  it('POSTs the lead as JSON with its Idempotency-Key and a Standard Webhooks signature, then marks it delivered', async () => {
    receiver = await startReceiver();
    const lead = consultationLead();
    const stored = await storeLeadIn(test.db, lead, [receiver.url], T0);
    const [row] = await test.db.selectFrom('lead_outbox').select('id').execute();

    expect(await deliverDue(settings({ secret: SECRET }))).toEqual({
      delivered: 1,
      retried: 0,
      dead: 0,
    });
    const [request] = receiver.requests;
    const body = request?.body ?? '';
    expect(request?.headers['idempotency-key']).toBe(lead.submissionId);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['webhook-id']).toBe(row?.id);
    const timestamp = Number(request?.headers['webhook-timestamp']);
    expect(timestamp).toBe(Math.floor(T0.getTime() / 1_000));
    // The receiver's check, with the library: it answers the parsed body.
    expect(verifyAt(T0, request)).toEqual(JSON.parse(body));
    // The specification's scheme, worked out without the library: `v1,` and the base64
    // HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the bytes after `whsec_`.
    const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${row?.id}.${timestamp}.${body}`).digest('base64');
    expect(request?.headers['webhook-signature']).toBe(`v1,${expected}`);
    // The scheme from before the specification (`sha256=` hex over "{timestamp}.{body}") is gone.
    expect(Object.values(request?.headers ?? {}).join('\n')).not.toContain('sha256=');
    expect(JSON.parse(body)).toEqual({
      leadId: stored.leadId,
      submissionId: lead.submissionId,
      kind: 'consultation',
      formId: '1181',
      region: 'us',
      country: 'US',
      pageUrl: '/book-a-demo',
      values: lead.values,
      meta: lead.meta,
      createdAt: T0.toISOString(),
    });
    const [record] = await listLeads(test.db);
    expect(record?.deliveries).toEqual([
      expect.objectContaining({
        status: 'delivered',
        attempts: 1,
        deliveredAt: T0.toISOString(),
        lastError: null,
      }),
    ]);
    // Delivered rows are not sent again.
    expect(await deliverDue(settings())).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(receiver.requests).toHaveLength(1);
  });

  it('signs so that a tampered body, another id or another secret fails verification', async () => {
    receiver = await startReceiver();
    // Signed over the UTF-8 body, as sent.
    const lead = consultationLead();
    lead.values = { ...lead.values, lastName: 'Ångström-山田' };
    await storeLeadIn(test.db, lead, [receiver.url], T0);
    await deliverDue(settings({ secret: SECRET }));
    const [request] = receiver.requests;
    const body = request?.body ?? '';
    expect(verifyAt(T0, request)).toMatchObject({ values: { lastName: 'Ångström-山田' } });

    const tampered = body.replace('Ada', 'Eve');
    expect(tampered).not.toBe(body);
    const refusal = refusalAt(T0, request, tampered);
    expect(refusal).toBeInstanceOf(WebhookVerificationError);
    expect(refusal).toHaveProperty('message', 'No matching signature found');

    const otherId = { ...request, body, headers: { ...request?.headers, 'webhook-id': 'another-id' } };
    expect(refusalAt(T0, otherId)).toHaveProperty('message', 'No matching signature found');
    const otherSecret = `whsec_${randomBytes(32).toString('base64')}`;
    expect(() => new Webhook(otherSecret).verify(body, headersOf(request))).toThrow(WebhookVerificationError);
    // A receiver refuses a message whose timestamp is more than 5 minutes from its clock: each
    // attempt is signed when it is sent.
    expect(refusalAt(new Date(T0.getTime() + 6 * 60_000), request)).toHaveProperty(
      'message',
      'Message timestamp too old',
    );
  });

  it('gives each destination of a lead its own webhook-id, with the same Idempotency-Key', async () => {
    const second = await startReceiver();
    try {
      receiver = await startReceiver();
      const lead = consultationLead();
      await storeLeadIn(test.db, lead, [receiver.url, second.url], T0);
      expect(await deliverDue(settings({ secret: SECRET }))).toMatchObject({ delivered: 2 });
      const [first, other] = [receiver.requests[0], second.requests[0]];
      expect(first?.headers['webhook-id']).not.toBe(other?.headers['webhook-id']);
      expect([first?.headers['idempotency-key'], other?.headers['idempotency-key']]).toEqual([
        lead.submissionId,
        lead.submissionId,
      ]);
      expect(verifyAt(T0, first)).toBeDefined();
      expect(verifyAt(T0, other)).toBeDefined();
    } finally {
      await second.close();
    }
  });

  it('sends the webhook-id and timestamp but no signature without a secret', async () => {
    receiver = await startReceiver();
    await storeLeadIn(test.db, consultationLead(), [receiver.url], T0);
    await deliverDue(settings());
    const [request] = receiver.requests;
    expect(request?.headers['webhook-id']).toEqual(expect.any(String));
    expect(request?.headers['webhook-timestamp']).toBe(String(Math.floor(T0.getTime() / 1_000)));
    expect(request?.headers['webhook-signature']).toBeUndefined();
    expect(refusalAt(T0, request)).toHaveProperty('message', 'Missing required headers');
  });

  it('retries a failed delivery after the backoff, not before, with the same Idempotency-Key and webhook-id, signed anew', async () => {
    receiver = await startReceiver((_request, index) => ({ status: index === 0 ? 503 : 204 }));
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const lead = consultationLead();
    await storeLeadIn(test.db, lead, [receiver.url], T0);
    const [row] = await test.db.selectFrom('lead_outbox').select('id').execute();

    expect(await deliverDue(settings({ secret: SECRET }))).toEqual({ delivered: 0, retried: 1, dead: 0 });
    const due = new Date(T0.getTime() + backoffMs(1, () => 0));
    expect(await outboxRows()).toEqual([
      { status: 'pending', attempts: 1, next_attempt_at: due.toISOString(), last_error: 'HTTP 503' },
    ]);

    clock = new Date(due.getTime() - 1);
    expect(await deliverDue(settings({ secret: SECRET }))).toEqual({ delivered: 0, retried: 0, dead: 0 });
    clock = due;
    expect(await deliverDue(settings({ secret: SECRET }))).toEqual({ delivered: 1, retried: 0, dead: 0 });
    const [first, retry] = receiver.requests;
    expect(receiver.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      lead.submissionId,
      lead.submissionId,
    ]);
    // One message to the receiver: the same id (the row's) on every attempt, so it can drop a repeat…
    expect(receiver.requests.map((request) => request.headers['webhook-id'])).toEqual([row?.id, row?.id]);
    // …each attempt with its own time and a signature over it, which verifies when it arrives.
    expect(retry?.headers['webhook-timestamp']).toBe(String(Math.floor(due.getTime() / 1_000)));
    expect(retry?.headers['webhook-signature']).not.toBe(first?.headers['webhook-signature']);
    expect(verifyAt(T0, first)).toEqual(JSON.parse(first?.body ?? ''));
    expect(verifyAt(due, retry)).toEqual(JSON.parse(retry?.body ?? ''));
    expect((await outboxRows())[0]).toMatchObject({ status: 'delivered', attempts: 2, last_error: null });
  });

  it('dead-letters a row after the last attempt and logs it; an unreachable host counts as a failure', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    // Port 9 (discard) has no listener here: the connection is refused.
    const stored = await storeLeadIn(
      test.db,
      consultationLead(),
      ['http://127.0.0.1:9/hook?token=secret'],
      T0,
    );
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await deliverDue(settings());
      clock = new Date(clock.getTime() + BACKOFF_CAP_MS);
    }
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'dead', attempts: 3 });
    expect(row?.last_error).toMatch(/fetch failed|ECONNREFUSED/);
    expect(await deliverDue(settings())).toEqual({ delivered: 0, retried: 0, dead: 0 });
    const logged = error.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(logged).toContain(
      `Lead ${stored.leadId} could not be delivered to http://127.0.0.1:9 after 3 attempts`,
    );
    // The destination's path and query (which may hold a token) stay out of the log.
    expect(logged).not.toContain('token=secret');
  });

  it('counts a destination that does not answer in time as a failure', async () => {
    receiver = await startReceiver(() => ({ status: 200, delayMs: 1_000 }));
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await storeLeadIn(test.db, consultationLead(), [receiver.url], T0);
    expect(await deliverDue(settings({ timeoutMs: 100 }))).toEqual({ delivered: 0, retried: 1, dead: 0 });
    expect((await outboxRows())[0]?.last_error).toMatch(/timeout|aborted/i);
  });

  it('never lets two workers deliver the same row', async () => {
    receiver = await startReceiver(() => ({ status: 200, delayMs: 20 }));
    const leads = Array.from({ length: 12 }, () => consultationLead());
    for (const lead of leads) await storeLeadIn(test.db, lead, [receiver.url], T0);
    const passes = await Promise.all([
      deliverDue(settings({ batchSize: 8 })),
      deliverDue(settings({ batchSize: 8 })),
      deliverDue(settings({ batchSize: 8 })),
    ]);
    await deliverDue(settings());
    const keys = receiver.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(12);
    expect(new Set(keys).size).toBe(12);
    expect(passes.reduce((sum, pass) => sum + pass.delivered, 0)).toBeLessThanOrEqual(12);
    expect((await outboxRows()).every((row) => row.status === 'delivered')).toBe(true);
  });

  it('leaves a row claimed by a worker that died alone until its lease runs out, then delivers it', async () => {
    receiver = await startReceiver();
    await storeLeadIn(test.db, consultationLead(), [receiver.url], T0);
    const leaseEnd = new Date(T0.getTime() + 15_000);
    await test.db
      .updateTable('lead_outbox')
      .set({ claim_token: 'killed-worker', claimed_until: leaseEnd.toISOString() })
      .execute();
    expect(await deliverDue(settings())).toEqual({ delivered: 0, retried: 0, dead: 0 });
    clock = leaseEnd;
    expect(await deliverDue(settings())).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(receiver.requests).toHaveLength(1);
  });

  it('runs passes on its interval until stopped', async () => {
    receiver = await startReceiver(() => ({ status: 200, delayMs: 50 }));
    await storeLeadIn(test.db, consultationLead(), [receiver.url]);
    const worker = startOutbox({
      db: () => Promise.resolve(test.db),
      intervalMs: 10,
      maxAttempts: 3,
      secret: undefined,
    });
    await vi.waitFor(() => expect(receiver?.requests).toHaveLength(1));
    await worker.stop();
    expect((await outboxRows())[0]?.status).toBe('delivered');
    await storeLeadIn(test.db, consultationLead(), [receiver.url]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.requests).toHaveLength(1);
  });
});
