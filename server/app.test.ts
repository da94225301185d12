// The static files of the service worker: revalidated on every fetch (no HTTP cache use).
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overrideConfig } from '../config/test-config';
import { builtClientAssets, createSiteApp } from './app';

overrideConfig({ LOG_LEVEL: 'silent' });

let origin = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const client = mkdtempSync(path.join(tmpdir(), 'site-client-'));
  writeFileSync(path.join(client, 'sw.js'), '// worker');
  writeFileSync(path.join(client, 'offline.html'), '<h1>You are offline</h1>');
  writeFileSync(path.join(client, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(client, 'pricing'), 'from disk');
  // Static files never reach React Router, so no real build is needed.
  const server = createSiteApp({} as ServerBuild, builtClientAssets(client)).listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe('service worker files', () => {
  it('/sw.js and /offline.html are served with Cache-Control: no-cache', async () => {
    for (const file of ['/sw.js', '/offline.html']) {
      const response = await fetch(`${origin}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
    }
    expect((await fetch(`${origin}/sw.js`)).headers.get('content-type')).toMatch(/javascript/);
  });

  it('other static files keep their hour of caching', async () => {
    const response = await fetch(`${origin}/favicon.svg`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('pages', () => {
  it('are never looked up on disk: only names with an extension are static files', async () => {
    const response = await fetch(`${origin}/pricing`);
    expect(await response.text()).not.toBe('from disk');
  });
});
