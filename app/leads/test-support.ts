// Fresh, migrated databases for the leads tests: an SQLite file in a temp folder always, and a
// PostgreSQL schema of its own when TEST_DATABASE_URL is set (docs/testing.md), so tests never see
// each other's rows and leave nothing behind.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../storage/database';
import { migrate } from '../storage/migrations.server';
import { emptyTestDatabases, type EmptyDatabase } from '../storage/test-support';
import { SITE_MIGRATIONS } from '../database.server';
import type { LeadSubmission } from './leads.server';

export interface TestDatabase {
  db: Database;
  cleanup(): Promise<void>;
}

export type TestDatabaseFactory = () => Promise<TestDatabase>;

function migrated(empty: () => Promise<EmptyDatabase>): TestDatabaseFactory {
  return async () => {
    const store = await empty();
    const db = await store.open();
    await migrate(db, SITE_MIGRATIONS);
    return {
      db,
      async cleanup() {
        await db.destroy();
        await store.drop();
      },
    };
  };
}

/** The dialects to run a suite on: [name, factory] pairs for describe.each. */
export function testDatabases(): [string, TestDatabaseFactory][] {
  return emptyTestDatabases().map(([name, empty]) => [name, migrated(empty)]);
}

/** A valid consultation lead with a fresh submission id. */
export function consultationLead(overrides: Partial<LeadSubmission> = {}): LeadSubmission {
  return {
    submissionId: randomUUID(),
    kind: 'consultation',
    formId: '1181',
    region: 'us',
    country: 'US',
    pageUrl: '/book-a-demo',
    values: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      company: 'Engines',
      employees: '50 - 249',
      country: 'United States',
    },
    meta: { spz_experiment1: 'b' },
    ...overrides,
  };
}

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** A local HTTP server that records every request and answers what `answer` says. */
export async function startReceiver(
  answer: (
    request: ReceivedRequest,
    index: number,
  ) => { status: number; body?: string; delayMs?: number } = () => ({
    status: 200,
  }),
): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(received);
      const { status, body, delayMs } = answer(received, requests.length - 1);
      setTimeout(() => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(body ?? '{}');
      }, delayMs ?? 0);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
