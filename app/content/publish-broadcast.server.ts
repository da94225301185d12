// A publish reaches every site instance, not only the one the publish webhook reached. On
// PostgreSQL (DATABASE_URL), where several instances may run, the instance that accepts a signed
// webhook (app/routes/api.content-published.ts) passes it on with NOTIFY on PUBLISH_CHANNEL, and
// every instance LISTENs on that channel over one connection of its own, outside the pool. A notice
// from another instance is taken in as the webhook is: the content client forgets its cache
// version, asks `spaces/me` for the new one and the page cache renders its pages again. A lost
// connection is made again after 250 ms, doubling to 5 s, and since notices sent meanwhile are lost
// with it, the cache version is checked once it is back. On SQLite there is one instance and
// nothing to pass on; either way the `spaces/me` poll (CONTENT_CV_TTL_MS) remains the fallback.
//
// The server (server/, which starts the listener) and the React Router build (which runs the
// webhook and renders the pages) each load their own copy of this module and of app/content. They
// meet in two places: the instance's id lives on globalThis under a registered symbol (as the CSP
// nonce's context does, app/security/csp-nonce.ts), so the copy that sends a notice and the copy
// that hears it agree on who sent it; and a notice taken in by the server's copy is announced with
// announceNewContent, the process event every copy's contentClient() forgets its cache version on
// (app/content/client.server.ts), so the client the build renders with asks `spaces/me` too.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { config } from '../../config/index';
import { database } from '../database.server';
import { logger, type Log } from '../logging/logger.server';
import type { Database } from '../storage/database';
import { contentClient } from './client.server';
import { announceNewContent } from './content-events';

/** The channel every instance listens on; NOTIFY is per database, so one site's instances share it. */
export const PUBLISH_CHANNEL = 'shiftlane_content_published';

/** Names the listener's connection in pg_stat_activity, unless DATABASE_URL names it. */
const LISTENER_APPLICATION_NAME = 'shiftlane publish listener';

const INSTANCE_KEY = Symbol.for('shiftlane.content.instanceId');
const registry = globalThis as { [INSTANCE_KEY]?: string };

/** This process's id in the notices it sends: the same in the server's and the build's copy. */
export const INSTANCE_ID: string = (registry[INSTANCE_KEY] ??= randomUUID());

/** What a notice carries: who accepted the webhook, and the cache version it then saw (or null). */
export interface PublishNotice {
  from: string;
  cv: number | null;
}

/**
 * A notice's payload, as sent. Anything else on the channel (a hand-made `NOTIFY
 * shiftlane_content_published`) counts as a publish from someone else, its version unknown.
 */
export function readNotice(payload: string | undefined): PublishNotice {
  try {
    const { from, cv } = JSON.parse(payload ?? '') as Partial<Record<keyof PublishNotice, unknown>>;
    return {
      from: typeof from === 'string' ? from : '',
      cv: typeof cv === 'number' && Number.isFinite(cv) ? cv : null,
    };
  } catch {
    return { from: '', cv: null };
  }
}

/**
 * What the webhook does, and every other instance on its notice: forget the known cache version,
 * ask for the new one and announce it (even unknown: the page cache must not keep pages as fresh).
 */
export async function takeInPublish(): Promise<number | null> {
  const client = contentClient();
  client.invalidate();
  const cv = await client.cacheVersion().catch(() => null);
  announceNewContent(cv);
  return cv;
}

/** Sends `notice` on `channel` through `db`; delivered to the listeners when it commits (at once). */
export async function notifyPublish(db: Database, notice: PublishNotice, channel = PUBLISH_CHANNEL) {
  await sql`SELECT pg_notify(${channel}, ${JSON.stringify(notice)})`.execute(db);
}

/**
 * Passes a publish this instance accepted on to the others, on PostgreSQL. Never throws: if the
 * notice cannot be sent, the others still see the publish within CONTENT_CV_TTL_MS.
 */
export async function broadcastPublish(cv: number | null): Promise<void> {
  if (!config().storage.databaseUrl) return;
  try {
    await notifyPublish(await database(), { from: INSTANCE_ID, cv });
  } catch (error) {
    logger.warn('The publish could not be passed on to the other instances (NOTIFY failed)', error);
  }
}

export interface PublishListenerOptions {
  connectionString: string;
  /** A notice from another instance (this instance's own are ignored). */
  onPublish: (notice: PublishNotice) => unknown;
  /** The connection is back after a loss: notices sent meanwhile were not received. */
  onReconnect?: () => unknown;
  channel?: string;
  instanceId?: string;
  log?: Log;
  /** The wait before connecting again: `firstMs`, doubled after each failure, up to `maxMs`. */
  retry?: { firstMs: number; maxMs: number };
  /** How often the idle connection is asked `SELECT 1`, so that one that died quietly is noticed. */
  heartbeatMs?: number;
}

export interface PublishListener {
  /** Settles when the first LISTEN is in place, or failed (it is then retried in the background). */
  readonly ready: Promise<void>;
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

const DEFAULT_RETRY = { firstMs: 250, maxMs: 5_000 };
const DEFAULT_HEARTBEAT_MS = 30_000;
/** A connection, LISTEN or heartbeat not answered within this is a dead connection. */
const QUERY_TIMEOUT_MS = 10_000;
/** Shutdown does not wait longer than this for the server to see the connection closed. */
const CLOSE_WAIT_MS = 1_000;

/** Listens on one connection of its own, made again with backoff whenever it is lost. */
export function listenForPublishes(options: PublishListenerOptions): PublishListener {
  const {
    connectionString,
    channel = PUBLISH_CHANNEL,
    instanceId = INSTANCE_ID,
    log = logger,
    retry = DEFAULT_RETRY,
    heartbeatMs = DEFAULT_HEARTBEAT_MS,
  } = options;
  let current: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let failedOnce = false;
  let delayMs = retry.firstMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const run = (what: string, work: () => unknown) => {
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => log.error(`Publish listener: ${what} failed`, error));
  };

  function receive(message: pg.Notification): void {
    if (message.channel !== channel) return;
    const notice = readNotice(message.payload);
    if (notice.from === instanceId) return;
    log.info(`Publish notice from another instance; cache version ${notice.cv ?? 'unknown'}`);
    run('taking in a publish', () => options.onPublish(notice));
  }

  function lose(client: pg.Client, error: unknown): void {
    // A client reports a loss more than once ('error', then 'end'); it is handled once.
    if (client !== current) return;
    current = undefined;
    client.end().catch(() => undefined);
    if (closed) return;
    const what = listening ? 'lost its connection' : 'could not listen';
    listening = false;
    failedOnce = true;
    log.warn(`Publish listener ${what}; connecting again in ${delayMs} ms`, error);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delayMs);
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, retry.maxMs);
  }

  async function connect(): Promise<void> {
    const { openPostgresClient } = await import('../storage/postgres.server');
    if (closed) return;
    const client = openPostgresClient(connectionString, {
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    current = client;
    // Without an 'error' listener, a connection lost while idle would crash the process.
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('the connection ended')));
    client.on('notification', receive);
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(client, error);
      return;
    }
    if (client !== current) return;
    listening = true;
    delayMs = retry.firstMs;
    if (!failedOnce) {
      log.info(`Listening for publishes accepted by other instances (PostgreSQL channel ${channel})`);
      return;
    }
    log.info('Publish listener is listening again');
    run('checking for a publish missed meanwhile', () => options.onReconnect?.());
  }

  const heartbeat = setInterval(() => {
    const client = listening ? current : undefined;
    // A connection that died without a word (a dropped NAT entry) fails, or answers nothing in time.
    client?.query('SELECT 1').catch((error: unknown) => lose(client, error));
  }, heartbeatMs);
  heartbeat.unref();

  return {
    ready: connect().catch((error: unknown) => log.error('Publish listener did not start', error)),
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      if (!client) return;
      // Ending a client still connecting cuts its socket; the connect that was waiting then fails.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        client.end().catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS).unref())),
      ]);
      clearTimeout(timer);
    },
  };
}

/**
 * This instance's listener for the publishes other instances accept, on PostgreSQL; undefined on
 * SQLite, where there are no other instances. server/main.ts starts it and closes it at shutdown.
 */
export function listenToOtherInstances(): PublishListener | undefined {
  const url = config().storage.databaseUrl;
  if (!url) return undefined;
  return listenForPublishes({
    connectionString: url,
    onPublish: takeInPublish,
    // Asked again; the client announces a new version itself (and nothing when there is none).
    onReconnect: () => {
      const client = contentClient();
      client.invalidate();
      return client.cacheVersion();
    },
  });
}
