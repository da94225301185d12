// The outbox worker: delivers each stored lead to its destinations. A pass claims
// the due rows with a lease (claim_token, claimed_until) in one UPDATE, so two workers, or a worker
// restarted while an old lease runs, never deliver one row at the same time; a lease that outlives
// a killed process simply expires and the row is picked up again. 2xx marks a row delivered; any
// other answer retries with exponential backoff and jitter, and after the last attempt the row is
// dead (kept, logged) for an operator to look at.
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import { config } from '../../config/index';
import { logger } from '../logging/logger.server';
import type { Database, SiteTables } from '../storage/database';
import { database } from '../database.server';
import { postLead, type LeadPayload } from './webhook.server';

/** How long a destination may take to answer one delivery, unless configured (OUTBOX_TIMEOUT_MS). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** A claim outlives the slowest delivery by this margin before another worker may take the row. */
const LEASE_MARGIN_MS = 5_000;
/** First retry after about this long; each further one waits twice as long… */
export const BACKOFF_BASE_MS = 30_000;
/** …up to this. */
export const BACKOFF_CAP_MS = 60 * 60 * 1_000;
const BATCH_SIZE = 20;
const MAX_ERROR_LENGTH = 500;

export interface OutboxSettings {
  db: Database;
  maxAttempts: number;
  /** LEAD_WEBHOOK_SECRET: a Standard Webhooks `whsec_` secret; undefined: deliveries go unsigned. */
  secret: string | undefined;
  timeoutMs?: number;
  batchSize?: number;
  now?: () => Date;
  /** 0 ≤ random() < 1, for the jitter. */
  random?: () => number;
}

export interface PassResult {
  delivered: number;
  retried: number;
  dead: number;
}

/**
 * Delay before attempt `attempts + 1`, after `attempts` failures: base·2^(attempts−1), capped, of
 * which a random half is jitter ("equal jitter"), so receivers that failed together are not all
 * retried in the same instant.
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** Claims the due rows for this pass; only rows no live lease holds. */
async function claimDue(settings: OutboxSettings, now: Date) {
  const token = randomUUID();
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + (settings.timeoutMs ?? DELIVERY_TIMEOUT_MS) + LEASE_MARGIN_MS);
  const free = (eb: ExpressionBuilder<SiteTables, 'lead_outbox'>) =>
    eb.and([
      eb('status', '=', 'pending'),
      eb('next_attempt_at', '<=', at),
      eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]),
    ]);
  // One UPDATE claims the rows, so two workers never take the same one. The condition is repeated
  // outside the subquery: on PostgreSQL a row another worker claimed meanwhile is re-checked
  // against it after that worker commits, and skipped. On SQLite the transaction's BEGIN IMMEDIATE
  // holds the write lock from the start.
  await settings.db.transaction().execute((tx) =>
    tx
      .updateTable('lead_outbox')
      .set({ claim_token: token, claimed_until: leaseUntil.toISOString() })
      .where(free)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('lead_outbox')
          .select('id')
          .where(free)
          .orderBy('next_attempt_at')
          .limit(settings.batchSize ?? BATCH_SIZE),
      )
      .execute(),
  );
  const rows = await settings.db
    .selectFrom('lead_outbox as o')
    .innerJoin('leads as l', 'l.id', 'o.lead_id')
    .select([
      'o.id as outbox_id',
      'o.destination',
      'o.idempotency_key',
      'o.attempts',
      'l.id as lead_id',
      'l.submission_id',
      'l.kind',
      'l.form_id',
      'l.region',
      'l.country',
      'l.page_url',
      'l.field_values',
      'l.meta',
      'l.created_at',
    ])
    .where('o.claim_token', '=', token)
    .orderBy('o.next_attempt_at')
    .execute();
  return { token, rows };
}

/** An outbox row claimed for delivery, joined with its lead. */
type ClaimedRow = Awaited<ReturnType<typeof claimDue>>['rows'][number];

function payloadOf(row: ClaimedRow): LeadPayload {
  return {
    leadId: row.lead_id,
    submissionId: row.submission_id,
    kind: row.kind,
    formId: row.form_id,
    region: row.region,
    country: row.country,
    pageUrl: row.page_url,
    values: JSON.parse(row.field_values) as Record<string, unknown>,
    meta: JSON.parse(row.meta) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

/** The destination without path or query, which may hold a secret, for logs. */
function shownDestination(destination: string): string {
  try {
    return new URL(destination).origin;
  } catch {
    return 'an invalid URL';
  }
}

/** One pass: claim what is due, deliver it, record each result. */
export async function deliverDue(settings: OutboxSettings): Promise<PassResult> {
  const clock = settings.now ?? (() => new Date());
  const result: PassResult = { delivered: 0, retried: 0, dead: 0 };
  const { token, rows } = await claimDue(settings, clock());
  await Promise.all(
    rows.map(async (row) => {
      // The row's id is the message's webhook-id: every retry of this delivery carries the same.
      const delivery = await postLead(
        row.destination,
        payloadOf(row),
        { id: row.outbox_id, idempotencyKey: row.idempotency_key, now: clock() },
        { secret: settings.secret, timeoutMs: settings.timeoutMs ?? DELIVERY_TIMEOUT_MS },
      );
      const attempts = row.attempts + 1;
      const at = clock();
      // Only while this pass still holds the row (its claim token).
      const ours = (eb: ExpressionBuilder<SiteTables, 'lead_outbox'>) =>
        eb.and([eb('id', '=', row.outbox_id), eb('claim_token', '=', token)]);
      if (delivery.ok) {
        await settings.db.transaction().execute((tx) =>
          tx
            .updateTable('lead_outbox')
            .set({
              status: 'delivered',
              attempts,
              delivered_at: at.toISOString(),
              last_error: null,
              claim_token: null,
              claimed_until: null,
            })
            .where(ours)
            .execute(),
        );
        result.delivered += 1;
        return;
      }
      const dead = attempts >= settings.maxAttempts;
      const next = new Date(at.getTime() + backoffMs(attempts, settings.random));
      await settings.db.transaction().execute((tx) =>
        tx
          .updateTable('lead_outbox')
          .set({
            status: dead ? 'dead' : 'pending',
            attempts,
            next_attempt_at: next.toISOString(),
            last_error: delivery.error.slice(0, MAX_ERROR_LENGTH),
            claim_token: null,
            claimed_until: null,
          })
          .where(ours)
          .execute(),
      );
      if (dead) {
        result.dead += 1;
        logger.error(
          `Lead ${row.lead_id} could not be delivered to ${shownDestination(row.destination)} after ${attempts} attempts; it is dead-lettered:`,
          delivery.error,
        );
      } else {
        result.retried += 1;
        logger.warn(
          `Lead ${row.lead_id} delivery to ${shownDestination(row.destination)} failed (attempt ${attempts}); retrying at ${next.toISOString()}:`,
          delivery.error,
        );
      }
    }),
  );
  return result;
}

export interface OutboxWorker {
  /** Runs a pass now (waiting for one in progress first). */
  runNow(): Promise<PassResult>;
  /** No new passes; resolves when the current one has finished. */
  stop(): Promise<void>;
}

/** Runs a pass every `intervalMs`, one at a time; a failing pass is logged and the next one tries again. */
export function startOutbox(
  settings: Omit<OutboxSettings, 'db'> & {
    /** Opened on each pass, so a database that is down at start is simply tried again. */
    db: () => Promise<Database>;
    intervalMs: number;
  },
): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<PassResult> = Promise.resolve({ delivered: 0, retried: 0, dead: 0 });

  const pass = (): Promise<PassResult> => {
    current = current
      .catch(() => undefined)
      .then(async () => deliverDue({ ...settings, db: await settings.db() }))
      .catch((error: unknown) => {
        logger.error('Outbox pass failed; the next one retries', error);
        return { delivered: 0, retried: 0, dead: 0 };
      });
    return current;
  };
  const batchSize = settings.batchSize ?? BATCH_SIZE;
  const schedule = (previous?: PassResult) => {
    if (stopped) return;
    // A full batch means a backlog (after an outage, say): the next pass starts at once.
    const full = previous !== undefined && previous.delivered + previous.retried + previous.dead >= batchSize;
    timer = setTimeout(
      () => {
        void pass().then(schedule);
      },
      full ? 0 : settings.intervalMs,
    );
    // The worker alone never keeps the process alive.
    timer.unref();
  };
  schedule();
  return {
    runNow: pass,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => undefined);
    },
  };
}

/**
 * The site process's worker, with the configured database, interval, attempts and secret. It is
 * started by server/main.ts, outside the server build, so it holds a connection of its own, as a
 * separate worker process would (SQLite in WAL mode and PostgreSQL both allow that).
 */
export function startSiteOutbox(): OutboxWorker {
  const { forms } = config();
  return startOutbox({
    db: database,
    intervalMs: forms.outboxIntervalMs,
    maxAttempts: forms.outboxMaxAttempts,
    timeoutMs: forms.outboxTimeoutMs,
    secret: forms.leadWebhookSecret,
  });
}
