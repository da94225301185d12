// The outbox delivers each stored lead to its webhooks: at least once, with the submission's
// Idempotency-Key, signed when a secret is set, retried with backoff, dead-lettered at the end.
import { createHmac } from 'node:crypto';
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
  type Receiver,
  type TestDatabase,
} from './test-support';
import { logger } from '../logging/logger.server';

const T0 = new Date('2026-03-02T10:00:00.000Z');

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

  it('POSTs the lead as JSON with its Idempotency-Key and a verifiable signature, then marks it delivered', async () => {
    receiver = await startReceiver();
    const lead = consultationLead();
    const stored = await storeLeadIn(test.db, lead, [receiver.url], T0);

    expect(await deliverDue(settings({ secret: 'hook-secret' }))).toEqual({
      delivered: 1,
      retried: 0,
      dead: 0,
    });
    const [request] = receiver.requests;
    expect(request?.headers['idempotency-key']).toBe(lead.submissionId);
    expect(request?.headers['content-type']).toBe('application/json');
    const timestamp = Number(request?.headers['webhook-timestamp']);
    expect(timestamp).toBe(Math.floor(T0.getTime() / 1_000));
    // The scheme receivers implement: HMAC-SHA256 over "{timestamp}.{body}", hex, after 'sha256='.
    const expected = createHmac('sha256', 'hook-secret').update(`${timestamp}.${request?.body ?? ''}`);
    expect(request?.headers['webhook-signature']).toBe(`sha256=${expected.digest('hex')}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({
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

  it('sends no signature headers without a secret', async () => {
    receiver = await startReceiver();
    await storeLeadIn(test.db, consultationLead(), [receiver.url], T0);
    await deliverDue(settings());
    expect(receiver.requests[0]?.headers['webhook-signature']).toBeUndefined();
    expect(receiver.requests[0]?.headers['webhook-timestamp']).toBeUndefined();
  });

  it('retries a failed delivery after the backoff, not before, with the same Idempotency-Key', async () => {
    receiver = await startReceiver((_request, index) => ({ status: index === 0 ? 503 : 204 }));
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const lead = consultationLead();
    await storeLeadIn(test.db, lead, [receiver.url], T0);

    expect(await deliverDue(settings())).toEqual({ delivered: 0, retried: 1, dead: 0 });
    const due = new Date(T0.getTime() + backoffMs(1, () => 0));
    expect(await outboxRows()).toEqual([
      { status: 'pending', attempts: 1, next_attempt_at: due.toISOString(), last_error: 'HTTP 503' },
    ]);

    clock = new Date(due.getTime() - 1);
    expect(await deliverDue(settings())).toEqual({ delivered: 0, retried: 0, dead: 0 });
    clock = due;
    expect(await deliverDue(settings())).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(receiver.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      lead.submissionId,
      lead.submissionId,
    ]);
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
