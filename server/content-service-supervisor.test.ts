import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORT_IN_USE_EXIT_CODE, PortInUseError } from '../config/listen';
import {
  RestartBackoff,
  superviseContentService,
  type SupervisedContentService,
} from './content-service-supervisor';

describe('RestartBackoff', () => {
  const policy = { initialDelayMs: 250, maxDelayMs: 5_000, stableAfterMs: 30_000 };

  it('doubles the pause from 250 ms up to 5 s while the service keeps dying', () => {
    const backoff = new RestartBackoff(policy);
    const pauses = Array.from({ length: 8 }, () => backoff.delayAfter(100));
    expect(pauses).toEqual([250, 500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
  });

  it('starts over at 250 ms once the service stayed up a while', () => {
    const backoff = new RestartBackoff(policy);
    for (let i = 0; i < 5; i += 1) backoff.delayAfter(100);
    expect(backoff.delayAfter(30_000)).toBe(250);
    expect(backoff.delayAfter(100)).toBe(500);
  });
});

/** A stand-in content service: answers /health on PORT; exits at once with EXIT_CODE when set. */
const FAKE_SERVICE = `
import { createServer } from 'node:http';
if (process.env.EXIT_CODE) process.exit(Number(process.env.EXIT_CODE));
createServer((_request, response) => response.end('{"ok":true}')).listen(Number(process.env.PORT), '127.0.0.1');
process.on('disconnect', () => process.exit(0));
`;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('superviseContentService', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'supervisor-test-'));
  const entry = path.join(directory, 'service.mjs');
  writeFileSync(entry, FAKE_SERVICE);
  let supervised: SupervisedContentService | undefined;
  afterEach(async () => {
    await supervised?.stop();
    supervised = undefined;
  });
  process.on('exit', () => rmSync(directory, { recursive: true, force: true }));

  it('starts the service again after it is killed, on the same port', async () => {
    const port = await freePort();
    supervised = await superviseContentService({
      entry,
      port,
      healthUrl: `http://127.0.0.1:${port}/health`,
      env: { ...process.env, PORT: String(port) },
      policy: { initialDelayMs: 50, maxDelayMs: 200, stableAfterMs: 10_000 },
    });
    const first = supervised.pid;
    expect(first).toBeDefined();
    process.kill(first ?? -1, 'SIGKILL');
    await vi.waitFor(
      async () => {
        expect(supervised?.pid).toBeDefined();
        expect(supervised?.pid).not.toBe(first);
        expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('stops the service for good: no restart after stop()', async () => {
    const port = await freePort();
    supervised = await superviseContentService({
      entry,
      port,
      healthUrl: `http://127.0.0.1:${port}/health`,
      env: { ...process.env, PORT: String(port) },
      policy: { initialDelayMs: 10, maxDelayMs: 10, stableAfterMs: 10_000 },
    });
    const pid = supervised.pid ?? -1;
    await supervised.stop();
    expect(() => process.kill(pid, 0)).toThrow();
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });

  it('refuses to start, naming the port and its variable, when the service finds its port taken', async () => {
    const port = await freePort();
    const start = superviseContentService({
      entry,
      port,
      healthUrl: `http://127.0.0.1:${port}/health`,
      env: { ...process.env, PORT: String(port), EXIT_CODE: String(PORT_IN_USE_EXIT_CODE) },
    });
    await expect(start).rejects.toThrow(PortInUseError);
    await expect(start).rejects.toThrow(
      `Port ${port} (CONTENT_SERVICE_PORT) is already in use: stop the other process or set CONTENT_SERVICE_PORT`,
    );
  });
});
