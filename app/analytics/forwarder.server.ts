// Optional forwarding of stored analytics messages to a Segment-compatible batch endpoint
// (ANALYTICS_FORWARD_URL, with ANALYTICS_FORWARD_WRITE_KEY as Basic auth user, as Segment's HTTP API
// takes it): Segment itself, or another site's tracking API (./tracking-api.server.ts), which takes
// the stored messages as they are. The analytics_events table is the queue: rows not yet forwarded
// are sent in batches, a failure is retried with exponential backoff and jitter, and after the last
// attempt the row is left unforwarded with its error for an operator. One pass at a time per
// process, and a pass claims its rows with a lease in one UPDATE (as the lead outbox does), so
// instances sharing a database never send a message twice; a lease a killed instance left expires
// and the rows are sent.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { ExpressionBuilder } from 'kysely';
import { config } from '../../config/index';
import { logger } from '../logging/logger.server';
import type { Database, SiteTables } from '../storage/database';
import { database } from '../database.server';

export const FORWARD_BATCH_SIZE = 100;
export const FORWARD_MAX_ATTEMPTS = 8;
export const FORWARD_TIMEOUT_MS = 10_000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_CAP_MS = 60 * 60 * 1_000;
/** A claim outlives the slowest forward by this margin before another instance may take the rows. */
const LEASE_MARGIN_MS = 5_000;

export interface ForwardSettings {
  url: string;
  writeKey: string | undefined;
  fetch?: typeof fetch;
  now?: () => Date;
  random?: () => number;
}

export function forwardBackoffMs(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** Claims the due rows no live lease holds, oldest first, and reads them back by the claim. */
async function claimDue(db: Database, now: Date) {
  const token = randomUUID();
  const at = now.toISOString();
  const due = (eb: ExpressionBuilder<SiteTables, 'analytics_events'>) =>
    eb.and([
      eb('forwarded_at', 'is', null),
      eb('forward_attempts', '<', FORWARD_MAX_ATTEMPTS),
      eb.or([eb('next_forward_at', 'is', null), eb('next_forward_at', '<=', at)]),
      eb.or([eb('forward_claimed_until', 'is', null), eb('forward_claimed_until', '<=', at)]),
    ]);
  // The condition is repeated outside the subquery: on PostgreSQL a row another instance claimed
  // meanwhile is checked again once that instance commits, and skipped. On SQLite the
  // transaction's BEGIN IMMEDIATE holds the write lock from the start.
  await db.transaction().execute((tx) =>
    tx
      .updateTable('analytics_events')
      .set({
        forward_claim_token: token,
        forward_claimed_until: new Date(now.getTime() + FORWARD_TIMEOUT_MS + LEASE_MARGIN_MS).toISOString(),
      })
      .where(due)
      .where('message_id', 'in', (eb) =>
        eb
          .selectFrom('analytics_events')
          .select('message_id')
          .where(due)
          .orderBy('received_at')
          .limit(FORWARD_BATCH_SIZE),
      )
      .execute(),
  );
  const rows = await db
    .selectFrom('analytics_events')
    .select(['message_id', 'payload', 'forward_attempts'])
    .where('forward_claim_token', '=', token)
    .orderBy('received_at')
    .execute();
  return { token, rows };
}

/**
 * A forwarded batch stays this far under Segment's 500 KB a request (as Segment's own libraries
 * do): the messages of one pass are split into as many batches as that takes.
 */
export const FORWARD_MAX_BATCH_BYTES = 480 * 1024;

type ClaimedRow = Awaited<ReturnType<typeof claimDue>>['rows'][number];

function batchesOf(rows: readonly ClaimedRow[]): ClaimedRow[][] {
  const batches: ClaimedRow[][] = [];
  let current: ClaimedRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = Buffer.byteLength(row.payload, 'utf8') + 1;
    if (current.length > 0 && bytes + size > FORWARD_MAX_BATCH_BYTES) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Sends one batch, gzipped as Segment's HTTP API accepts it; the failure, or null when it went. */
async function send(
  rows: readonly ClaimedRow[],
  settings: ForwardSettings,
  now: Date,
): Promise<string | null> {
  const batch = rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>);
  try {
    const response = await (settings.fetch ?? fetch)(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        ...(settings.writeKey
          ? { Authorization: `Basic ${Buffer.from(`${settings.writeKey}:`).toString('base64')}` }
          : {}),
      },
      body: gzipSync(JSON.stringify({ batch, sentAt: now.toISOString() })),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** One forwarding pass: sends the due rows (in batches under the size limit); returns how many went. */
export async function forwardOnce(db: Database, settings: ForwardSettings): Promise<number> {
  const now = (settings.now ?? (() => new Date()))();
  const { token, rows } = await claimDue(db, now);
  if (rows.length === 0) return 0;
  let forwarded = 0;
  // Recorded only while this pass still holds each row, and the claim given back.
  const released = { forward_claim_token: null, forward_claimed_until: null };
  for (const batch of batchesOf(rows)) {
    const failure = await send(batch, settings, now);
    await db.transaction().execute(async (tx) => {
      for (const row of batch) {
        if (failure === null) {
          await tx
            .updateTable('analytics_events')
            .set({ forwarded_at: now.toISOString(), forward_error: null, ...released })
            .where('message_id', '=', row.message_id)
            .where('forward_claim_token', '=', token)
            .execute();
          continue;
        }
        const attempts = row.forward_attempts + 1;
        const next = new Date(now.getTime() + forwardBackoffMs(attempts, settings.random));
        await tx
          .updateTable('analytics_events')
          .set({
            forward_attempts: attempts,
            next_forward_at: next.toISOString(),
            forward_error: failure.slice(0, 500),
            ...released,
          })
          .where('message_id', '=', row.message_id)
          .where('forward_claim_token', '=', token)
          .execute();
      }
    });
    if (failure === null) forwarded += batch.length;
    else logger.warn(`Analytics forwarding failed for ${batch.length} messages; will retry:`, failure);
  }
  return forwarded;
}

/** While rows wait for their backoff, the forwarder looks again this often. */
const RETRY_CHECK_MS = 30_000;
let running = false;
let timer: NodeJS.Timeout | undefined;

/** Asks for a forwarding pass soon (after a batch is stored); a no-op without a forward URL. */
export function wakeForwarder(delayMs = 1_000): void {
  const { analyticsForwardUrl, analyticsForwardWriteKey } = config().tracking;
  if (!analyticsForwardUrl || timer || running) return;
  timer = setTimeout(() => {
    timer = undefined;
    running = true;
    let retryLater = false;
    void (async () => {
      try {
        const db = await database();
        const settings = { url: analyticsForwardUrl, writeKey: analyticsForwardWriteKey };
        // Keep going while full batches go through; failures wait for their backoff.
        while ((await forwardOnce(db, settings)) === FORWARD_BATCH_SIZE);
        retryLater = await hasRowsToRetry(db);
      } catch (error) {
        logger.error('Analytics forwarder pass failed:', error);
        retryLater = true;
      } finally {
        running = false;
      }
      if (retryLater) wakeForwarder(RETRY_CHECK_MS);
    })();
  }, delayMs);
  timer.unref();
}

async function hasRowsToRetry(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('analytics_events')
    .select('message_id')
    .where('forwarded_at', 'is', null)
    .where('forward_attempts', '<', FORWARD_MAX_ATTEMPTS)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
