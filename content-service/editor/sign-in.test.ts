// Signing in to the editor API, and what a request without a session, from another origin or to
// another host gets.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningContentService } from '../server';
import { MANAGEMENT_TOKEN, makeStory, removeDir, writeContentDir } from '../test-support';
import { SESSION_COOKIE } from './sessions';
import { EDITOR_PASSWORD, EDITOR_USER, EditorClient, startEditorService } from './test-support';

/** A sign-in with the management token sent to `host` from a page at `origin` (fetch fixes Host). */
function signInAt(
  service: RunningContentService,
  host: string,
  origin: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; cookie: string | undefined; error: string }> {
  const body = JSON.stringify({ token: MANAGEMENT_TOKEN });
  return new Promise((resolve, reject) => {
    const sent = request(
      `${service.url}/editor/api/session`,
      { method: 'POST', headers: { host, origin, 'content-type': 'application/json', ...headers } },
      (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            cookie: answer.headers['set-cookie']?.[0],
            error: text ? String((JSON.parse(text) as { error?: unknown }).error ?? '') : '',
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

let dir: string | undefined;
let service: RunningContentService;

beforeAll(async () => {
  dir = await writeContentDir([makeStory(1, 'gb/home')]);
  service = await startEditorService(dir);
});

afterAll(async () => {
  await service.close();
  await removeDir(dir);
});

describe('editor sessions', () => {
  it('signs in with the management token: an HttpOnly, SameSite=Strict cookie for /editor', async () => {
    const client = new EditorClient(service.url);
    const answer = await client.signIn({ token: MANAGEMENT_TOKEN });
    expect(answer).toMatchObject({ status: 200, body: { user: 'management token' } });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/editor; HttpOnly; SameSite=Strict$`),
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await client.get('/session')).body).toEqual({ user: 'management token' });
  });

  it('signs in with a name and password of EDITOR_USERS', async () => {
    const client = new EditorClient(service.url);
    expect(await client.signIn({ user: EDITOR_USER, password: EDITOR_PASSWORD })).toMatchObject({
      status: 200,
      body: { user: EDITOR_USER },
    });
    expect((await client.get('/stories')).status).toBe(200);
  });

  it('marks the cookie Secure when a proxy says the browser came over https', async () => {
    const answer = await new EditorClient(service.url).post(
      '/session',
      { token: MANAGEMENT_TOKEN },
      { headers: { 'x-forwarded-proto': 'https' }, origin: `https://${new URL(service.url).host}` },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('refuses a wrong password, name or token with one message', async () => {
    const client = new EditorClient(service.url);
    const wrong = { status: 401, body: { error: 'Wrong token, name or password.' } };
    expect(await client.signIn({ user: EDITOR_USER, password: 'not the password' })).toMatchObject(wrong);
    expect(await client.signIn({ user: 'mallory', password: EDITOR_PASSWORD })).toMatchObject(wrong);
    expect(await client.signIn({ token: 'guess' })).toMatchObject(wrong);
    expect((await client.signIn({ password: 'only' })).status).toBe(422);
    expect(client.cookie).toBeUndefined();
  });

  it('answers 401 to every other call without a valid session, reads and writes alike', async () => {
    const client = new EditorClient(service.url);
    for (const [method, path] of [
      ['GET', '/session'],
      ['GET', '/stories'],
      ['GET', '/stories/1'],
      ['PUT', '/stories/1'],
      ['POST', '/stories/1/publish'],
      ['GET', '/assets'],
      ['GET', '/nothing-here'],
    ] as const) {
      const answer = await client.request(method, path, { body: method === 'PUT' ? {} : undefined });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.error).toMatch(/Not signed in/);
    }
    expect((await client.get('/stories', { cookie: `${SESSION_COOKIE}=made-up` })).status).toBe(401);
  });

  it('refuses writes from another origin, or without one, even with a session', async () => {
    const client = await EditorClient.signedIn(service);
    const etag = await client.etagOf(1);
    const save = { story: { content: { component: 'page', title: 'x' } } };
    // The public site is same-site with the service (same host, other port): only Origin differs.
    for (const origin of ['http://127.0.0.1:3000', 'https://evil.example', null]) {
      const answer = await client.put('/stories/1', save, { ifMatch: etag, origin });
      expect(answer, String(origin)).toMatchObject({ status: 403, body: { error: expect.any(String) } });
    }
    expect(
      (await client.post('/session', { token: MANAGEMENT_TOKEN }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    // Reads need no Origin.
    expect((await client.get('/stories/1', { origin: null })).status).toBe(200);
    expect(await client.etagOf(1)).toBe(etag);
  });

  it("refuses a request sent to a name that is not the service's own (DNS rebinding)", async () => {
    const { port } = service;
    // A page at evil.example whose name now resolves to 127.0.0.1: Origin and Host agree.
    const rebound = await signInAt(service, `evil.example:${port}`, `http://evil.example:${port}`);
    expect(rebound).toMatchObject({ status: 421, cookie: undefined });
    expect(rebound.error).toMatch(/does not answer for the host "evil\.example:\d+"/);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await signInAt(service, host, `http://${host}`)).status, host).toBe(200);
    }
  });

  it('answers for the public host CONTENT_SERVICE_PUBLIC_URL names', async () => {
    const behindProxy = await startEditorService(dir ?? '', { publicUrl: 'https://editor.example.com' });
    try {
      const proxied = { 'x-forwarded-proto': 'https' };
      expect(
        (await signInAt(behindProxy, 'editor.example.com', 'https://editor.example.com', proxied)).status,
      ).toBe(200);
      expect(
        (await signInAt(behindProxy, 'other.example.com', 'https://other.example.com', proxied)).status,
      ).toBe(421);
    } finally {
      await behindProxy.close();
    }
  });

  it('signs out: 204, a clearing cookie, and the session no longer works', async () => {
    const client = await EditorClient.signedIn(service);
    const session = client.cookie;
    const answer = await client.delete('/session');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toMatch(
      new RegExp(`^${SESSION_COOKIE}=; Path=/editor;.*Max-Age=0`),
    );
    expect((await client.get('/session', { cookie: session })).status).toBe(401);
  });

  it('answers 404 and 405 for unknown paths and methods once signed in', async () => {
    const client = await EditorClient.signedIn(service);
    expect((await client.get('/nothing-here')).status).toBe(404);
    const patch = await client.request('PATCH', '/stories/1', { body: {} });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('GET, PUT, DELETE');
  });
});

describe('failed sign-ins', () => {
  it('are counted per client behind a trusted proxy, and shared by everyone behind one that is not', async () => {
    const proxied = await startEditorService(dir ?? '', { trustProxy: ['loopback'] });
    const direct = await startEditorService(dir ?? '');
    try {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const fail = (service: RunningContentService, address: string) =>
        new EditorClient(service.url).signIn({ token: 'wrong' }, from(address));
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await fail(proxied, '203.0.113.5')).status).toBe(401);
        expect((await fail(direct, '203.0.113.5')).status).toBe(401);
      }
      // Behind the trusted proxy, another visitor still signs in; the first is held off.
      expect((await fail(proxied, '203.0.113.5')).status).toBe(429);
      const other = await new EditorClient(proxied.url).signIn(
        { token: MANAGEMENT_TOKEN },
        from('203.0.113.6'),
      );
      expect(other.status).toBe(200);
      // Where the header counts for nothing, the connection's address is everyone's.
      const shared = await new EditorClient(direct.url).signIn(
        { token: MANAGEMENT_TOKEN },
        from('203.0.113.6'),
      );
      expect(shared.status).toBe(429);
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it('are limited per address: after 10 in a minute even the right password gets 429', async () => {
    const other = await startEditorService(dir ?? '');
    try {
      const client = new EditorClient(other.url);
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await client.signIn({ token: `wrong-${attempt}` })).status).toBe(401);
      }
      const refused = await client.signIn({ user: EDITOR_USER, password: EDITOR_PASSWORD });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    } finally {
      await other.close();
    }
  });
});
