import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../app/logging/logger.server';
import { overrideConfig } from '../config/test-config';
import { builtClientAssets, createSiteApp } from './app';
import { requestIdFor, requestLogging } from './request-logging';

overrideConfig({ LOG_LEVEL: 'silent' });

type Line = Record<string, unknown>;

/** A logger whose lines are kept, parsed. */
function capturedLogger() {
  const lines: Line[] = [];
  const log = createLogger({
    level: 'debug',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  });
  return { lines, log };
}

let close: () => void = () => undefined;
afterEach(() => close());

async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function until<T>(find: () => T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('not logged in time');
}

function accessLines(lines: Line[]): Line[] {
  return lines.filter((line) => 'durationMs' in line);
}

/** A small app behind the request logging: a cached page, a slow one and one that logs. */
async function testApp() {
  const { lines, log } = capturedLogger();
  const app = express();
  app.use(requestLogging(log));
  app.get('/pricing', (_request, response) => {
    response.setHeader('X-Cache', 'HIT');
    response.send('prices');
  });
  app.get('/logs', (_request, response) => {
    // A line logged while serving, with no request binding of its own.
    log.info('from a module');
    response.send('ok');
  });
  app.get('/slow', () => undefined);
  return { lines, origin: await listen(app) };
}

describe('request ids', () => {
  it('keeps a sane incoming id and replaces a hostile one', () => {
    for (const sane of ['abc', 'a1b2-c3.d4_e5:f6', 'x'.repeat(128)]) expect(requestIdFor(sane)).toBe(sane);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const hostile of ['', 'x'.repeat(129), 'x'.repeat(500), 'a\nb', '<script>', 'a b', undefined])
      expect(requestIdFor(hostile)).toMatch(uuid);
    expect(requestIdFor(['one', 'two'])).toMatch(uuid);
  });

  it('echoes the id in the response and logs it with the request', async () => {
    const { lines, origin } = await testApp();
    const kept = await fetch(`${origin}/pricing`, { headers: { 'x-request-id': 'edge-42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42');
    const replaced = await fetch(`${origin}/pricing`, {
      headers: { 'x-request-id': `<script>${'x'.repeat(500)}` },
    });
    const fresh = replaced.headers.get('x-request-id');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => (accessLines(lines).length === 2 ? true : undefined));
    expect(accessLines(lines).map((line) => line.reqId)).toEqual(['edge-42', fresh]);
    expect(JSON.stringify(lines)).not.toContain('<script>');
  });

  it('marks what the request logs with its id', async () => {
    const { lines, origin } = await testApp();
    await fetch(`${origin}/logs`, { headers: { 'x-request-id': 'edge-7' } });
    expect(await until(() => lines.find((line) => line.msg === 'from a module'))).toMatchObject({
      reqId: 'edge-7',
    });
  });
});

describe('access lines', () => {
  it('writes one line per request: method, path without query, status, duration, cache state', async () => {
    const { lines, origin } = await testApp();
    await (await fetch(`${origin}/pricing?email=someone%40example.com`)).text();
    const [line, ...more] = await until(() => {
      const found = accessLines(lines);
      return found.length > 0 ? found : undefined;
    });
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/pricing', status: 200, cache: 'HIT' });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('example.com');
  });

  it('writes a line for a request the client gave up on', async () => {
    const { lines, origin } = await testApp();
    const request = httpRequest(`${origin}/slow`);
    request.on('error', () => undefined);
    request.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    request.destroy();
    const line = await until(() => accessLines(lines)[0]);
    expect(line).toMatchObject({ method: 'GET', path: '/slow', aborted: true });
    expect(line).not.toHaveProperty('cache');
  });
});

describe('an error nobody handled', () => {
  it('reaches the visitor as plain text and the log with its stack and request id', async () => {
    const { lines, log } = capturedLogger();
    // An empty build makes React Router throw on the first page request.
    const origin = await listen(
      createSiteApp({} as ServerBuild, builtClientAssets('/nonexistent'), { logger: log }),
    );
    const response = await fetch(`${origin}/pricing`, { headers: { 'x-request-id': 'edge-500' } });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
    const logged = await until(() => lines.find((line) => line.msg === 'Unhandled server error'));
    expect(logged).toMatchObject({ level: 'error', reqId: 'edge-500' });
    expect((logged.err as { stack?: string }).stack).toMatch(/\n\s+at /);
    const access = await until(() => accessLines(lines)[0]);
    expect(access).toMatchObject({ path: '/pricing', status: 500, reqId: 'edge-500' });
  });
});
