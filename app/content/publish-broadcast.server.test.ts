// Publishes passed between site instances (publish-broadcast.server.ts). On a real PostgreSQL
// database when TEST_DATABASE_URL is set (docs/testing.md): two listeners stand for two instances,
// each on a connection of its own, as two processes would be. Each run uses a channel of its own,
// so that runs sharing the database do not hear each other. Without PostgreSQL, the rest still
// runs: the notice's shape, the backoff of a listener that cannot connect, and how a notice taken
// in by the server's copy of the content modules reaches the client the build renders with.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../config/index';
import { overrideConfig } from '../../config/test-config';
import type { Log } from '../logging/logger.server';
import type { Database } from '../storage/database';
import { openPostgres } from '../storage/postgres.server';
import { TEST_POSTGRES_URL } from '../storage/test-support';
import { contentClient } from './client.server';
import {
  listenForPublishes,
  notifyPublish,
  PUBLISH_CHANNEL,
  readNotice,
  type PublishListener,
  type PublishNotice,
} from './publish-broadcast.server';

/** Within this a publish must have reached every instance: the requirement, not a measurement. */
const DEADLINE_MS = 2_000;

function recordingLog() {
  const lines: string[] = [];
  const log: Log = {
    debug: () => undefined,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
  return { lines, log };
}

let listeners: PublishListener[] = [];
afterEach(async () => {
  await Promise.all(listeners.map((listener) => listener.close()));
  listeners = [];
});

describe("a publish notice's payload", () => {
  it('carries the sending instance and the cache version it saw', () => {
    expect(readNotice(JSON.stringify({ from: 'a', cv: 17 }))).toEqual({ from: 'a', cv: 17 });
    expect(readNotice(JSON.stringify({ from: 'a', cv: null }))).toEqual({ from: 'a', cv: null });
  });

  it('counts anything else (a NOTIFY by hand, empty) as a publish from someone else, version unknown', () => {
    for (const payload of [undefined, '', 'not json', '[]', '{"cv":"17"}']) {
      expect(readNotice(payload)).toEqual({ from: '', cv: null });
    }
  });
});

describe('a listener that cannot reach PostgreSQL', () => {
  it('tries again, waiting twice as long each time up to the limit, and stops when closed', async () => {
    const { lines, log } = recordingLog();
    const listener = listenForPublishes({
      // Nothing listens on the discard port: every connection is refused at once.
      connectionString: 'postgres://nobody@127.0.0.1:9/nothing',
      channel: 'unreachable',
      onPublish: () => undefined,
      log,
      retry: { firstMs: 20, maxMs: 80 },
    });
    listeners.push(listener);
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(4), { timeout: 5_000 });
    expect(lines.slice(0, 4)).toEqual([
      'warn Publish listener could not listen; connecting again in 20 ms',
      'warn Publish listener could not listen; connecting again in 40 ms',
      'warn Publish listener could not listen; connecting again in 80 ms',
      'warn Publish listener could not listen; connecting again in 80 ms',
    ]);
    await listener.close();
    const after = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.length).toBe(after);
  });
});

describe.runIf(TEST_POSTGRES_URL)('instances listening on one PostgreSQL database', () => {
  const channel = `publish_test_${randomUUID().replace(/-/g, '')}`;
  let db: Database;
  beforeAll(() => {
    db = openPostgres(TEST_POSTGRES_URL ?? '');
  });
  afterAll(async () => {
    await db.destroy();
  });

  /** A listener standing for one instance; its connection is named, so a test can find it. */
  async function instance(name: string) {
    const applicationName = `${channel.slice(-12)}-${name}`;
    const url = new URL(TEST_POSTGRES_URL ?? '');
    url.searchParams.set('application_name', applicationName);
    const heard: { notice: PublishNotice; at: number }[] = [];
    const reconnects: number[] = [];
    const { lines, log } = recordingLog();
    const listener = listenForPublishes({
      connectionString: url.toString(),
      channel,
      instanceId: name,
      log,
      onPublish: (notice) => heard.push({ notice, at: performance.now() }),
      onReconnect: () => reconnects.push(performance.now()),
    });
    listeners.push(listener);
    await listener.ready;
    expect(lines).toEqual([
      `info Listening for publishes accepted by other instances (PostgreSQL channel ${channel})`,
    ]);
    return { applicationName, heard, reconnects, lines, listener };
  }

  /** Sends a notice and waits until `to` has heard `count` notices; answers how long that took. */
  async function broadcast(notice: PublishNotice, to: { heard: unknown[] }, count: number) {
    const sentAt = performance.now();
    await notifyPublish(db, notice, channel);
    await vi.waitFor(() => expect(to.heard).toHaveLength(count), { timeout: DEADLINE_MS, interval: 5 });
    return performance.now() - sentAt;
  }

  it(`passes a publish from A to B within ${DEADLINE_MS} ms; A ignores its own`, async () => {
    const a = await instance('a');
    const b = await instance('b');
    const latency = await broadcast({ from: 'a', cv: 42 }, b, 1);
    expect(latency).toBeLessThan(DEADLINE_MS);
    expect(b.heard.map(({ notice }) => notice)).toEqual([{ from: 'a', cv: 42 }]);
    // A's connection delivers notices in the order they were sent: once it has B's, it has had its
    // own, and ignored it.
    await broadcast({ from: 'b', cv: 43 }, a, 1);
    expect(a.heard.map(({ notice }) => notice)).toEqual([{ from: 'b', cv: 43 }]);
    expect(a.lines.slice(1)).toEqual(['info Publish notice from another instance; cache version 43']);
  });

  it('takes a NOTIFY made by hand, without a payload, as a publish from someone else', async () => {
    const b = await instance('b');
    await sql`SELECT pg_notify(${channel}, '')`.execute(db);
    await vi.waitFor(() => expect(b.heard).toHaveLength(1), { timeout: DEADLINE_MS });
    expect(b.heard[0]?.notice).toEqual({ from: '', cv: null });
  });

  it('connects again when its connection is cut, checks for what it missed, and hears later publishes', async () => {
    const a = await instance('a');
    const b = await instance('b');
    const cut = await sql<{ cut: boolean }>`
      SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = ${b.applicationName}
    `.execute(db);
    expect(cut.rows).toEqual([{ cut: true }]);
    await vi.waitFor(() => expect(b.reconnects).toHaveLength(1), { timeout: 5_000 });
    expect(b.lines.slice(1)).toEqual([
      'warn Publish listener lost its connection; connecting again in 250 ms',
      'info Publish listener is listening again',
    ]);
    expect(await broadcast({ from: 'a', cv: 44 }, b, 1)).toBeLessThan(DEADLINE_MS);
    expect(b.heard.map(({ notice }) => notice)).toEqual([{ from: 'a', cv: 44 }]);
    // A, untouched, still hears B.
    await broadcast({ from: 'b', cv: 45 }, a, 1);
    expect(a.reconnects).toEqual([]);
  });

  it('closes its connection when closed, and does not connect again', async () => {
    const b = await instance('b');
    const connections = async () =>
      (
        await sql<{
          pid: number;
        }>`SELECT pid FROM pg_stat_activity WHERE application_name = ${b.applicationName}`.execute(db)
      ).rows.length;
    expect(await connections()).toBe(1);
    await b.listener.close();
    await vi.waitFor(async () => expect(await connections()).toBe(0), { timeout: DEADLINE_MS });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await connections()).toBe(0);
    expect(b.lines).toHaveLength(1);
  });
});

describe("the server's and the build's copy of the content modules", () => {
  // A content service that answers only `spaces/me`, with the version the test sets.
  let version = 1;
  const spaces = createServer((request, response) => {
    const known = request.url?.startsWith('/v2/cdn/spaces/me');
    response
      .writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(known ? { space: { id: 1, name: 'Copies', domain: '', version } } : {}));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => spaces.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => spaces.close(resolve));
  });
  overrideConfig(() => ({
    CONTENT_API_URL: `http://127.0.0.1:${(spaces.address() as AddressInfo).port}/v2`,
    // storyblok-js-client keeps cache versions per token for the whole process.
    CONTENT_TOKEN: `copies-${randomUUID()}`,
    // Nothing but a publish may make the client ask again during the test.
    CONTENT_CV_TTL_MS: '600000',
    LOG_LEVEL: 'silent',
    DATABASE_URL: TEST_POSTGRES_URL,
  }));

  /**
   * A second copy of the content modules, as the server loads them beside the build's: the modules
   * this file imported stand for the build's (which renders pages), the copy for the server's.
   */
  async function serverCopy() {
    vi.resetModules();
    // The copy reads a configuration module of its own too: the same settings.
    (await import('../../config/index')).replaceConfig(config());
    return {
      client: await import('./client.server'),
      broadcast: await import('./publish-broadcast.server'),
    };
  }

  it('a publish the server takes in makes the client the build renders with ask for the new version', async () => {
    version = 1;
    const rendering = contentClient();
    expect(await rendering.cacheVersion()).toBe(1);
    version = 2;
    expect(await rendering.cacheVersion()).toBe(1);

    const server = await serverCopy();
    expect(server.client.contentClient()).not.toBe(rendering);
    expect(await server.broadcast.takeInPublish()).toBe(2);
    expect(await rendering.cacheVersion()).toBe(2);
  });

  it.runIf(TEST_POSTGRES_URL)(
    "on PostgreSQL, the server's listener hears another instance, and the build's client asks again",
    async () => {
      version = 10;
      const rendering = contentClient();
      rendering.invalidate();
      expect(await rendering.cacheVersion()).toBe(10);
      version = 11;

      const server = await serverCopy();
      // What server/main.ts starts: on the fixed channel, with this process's id.
      const listener = server.broadcast.listenToOtherInstances();
      expect(listener).toBeDefined();
      if (listener) listeners.push(listener);
      await listener?.ready;
      const db = openPostgres(TEST_POSTGRES_URL ?? '');
      try {
        await notifyPublish(db, { from: 'another instance', cv: 11 }, PUBLISH_CHANNEL);
        await vi.waitFor(async () => expect(await rendering.cacheVersion()).toBe(11), {
          timeout: DEADLINE_MS,
          interval: 20,
        });
      } finally {
        await db.destroy();
      }
    },
  );

  it('on SQLite, there is nothing to listen to', async () => {
    const previous = config();
    const server = await serverCopy();
    (await import('../../config/index')).replaceConfig({
      ...previous,
      storage: { ...previous.storage, databaseUrl: undefined },
    });
    expect(server.broadcast.listenToOtherInstances()).toBeUndefined();
  });
});
