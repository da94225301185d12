// The write API: files on disk, cache version, and signed webhooks.
import { createHmac } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningContentService, startContentService } from './server';
import {
  call,
  makeStory,
  PREVIEW_TOKEN,
  PUBLIC_TOKEN,
  removeDir,
  serviceOptions,
  SPACE_ID,
  writeContentDir,
} from './test-support';
import type { Story } from './types';
import { log } from './log';

const SECRET = 'webhook-secret';

interface Received {
  body: string;
  signature: string | undefined;
}

let dir: string | undefined;
let service: RunningContentService;
let receiver: Server;
const received: Received[] = [];
let waiters: (() => void)[] = [];

/** Resolves once `count` webhooks in total have arrived. */
function webhooks(count: number): Promise<Received[]> {
  return new Promise((resolve) => {
    const check = () => {
      if (received.length >= count) resolve(received.slice(0, count));
      else waiters.push(check);
    };
    check();
  });
}

const stories = () => `${service.url}/v1/spaces/${SPACE_ID}/stories`;
const deliver = (slug: string, query = '') =>
  call(`${service.url}/v2/cdn/stories/${slug}?token=${PUBLIC_TOKEN}${query}`, { token: null });
const cv = async () =>
  (await call(`${service.url}/v2/cdn/spaces/me?token=${PUBLIC_TOKEN}`, { token: null })).body.space as {
    version: number;
  };
const onDisk = async (slug: string) =>
  JSON.parse(await readFile(path.join(dir ?? '', `${slug}.json`), 'utf8')) as Story;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = req.headers['webhook-signature'];
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: typeof signature === 'string' ? signature : undefined,
      });
      res.end('ok');
      const pending = waiters;
      waiters = [];
      for (const waiter of pending) waiter();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  dir = await writeContentDir([makeStory(1, 'gb/home'), makeStory(2, 'gb/blog', { published_at: null })]);
  service = await startContentService(
    serviceOptions(dir, { publishWebhookUrl: `http://127.0.0.1:${port}/hook`, webhookSecret: SECRET }),
  );
});

afterAll(async () => {
  await service.close();
  await new Promise((resolve) => receiver.close(resolve));
  await removeDir(dir);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('management API', () => {
  it('creates and publishes a story: file on disk, cv bumped, signed webhook sent', async () => {
    const before = (await cv()).version;
    const created = await call(stories(), {
      method: 'POST',
      body: {
        story: {
          name: 'Rota tips',
          slug: 'rota-tips',
          parent_slug: 'gb/blog',
          content: { component: 'blog_post', title: 'Tips' },
        },
        publish: 1,
      },
    });
    expect(created.status).toBe(201);
    const story = created.body.story as Story;
    expect(story).toMatchObject({ full_slug: 'gb/blog/rota-tips', slug: 'rota-tips', parent_id: 2 });
    expect(story.id).toBeGreaterThan(2);
    expect(story.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(story.published_at).toEqual(story.first_published_at);

    const file = await readFile(path.join(dir ?? '', 'gb/blog/rota-tips.json'), 'utf8');
    expect(file.endsWith('}\n')).toBe(true);
    expect(JSON.parse(file)).toMatchObject({
      id: story.id,
      content: { component: 'blog_post', title: 'Tips', _uid: expect.any(String) },
    });

    expect((await cv()).version).toBeGreaterThan(before);
    expect((await deliver('gb/blog/rota-tips')).status).toBe(200);

    const [hook] = await webhooks(1);
    expect(hook?.signature).toBe(
      createHmac('sha1', SECRET)
        .update(hook?.body ?? '')
        .digest('hex'),
    );
    expect(JSON.parse(hook?.body ?? '')).toEqual({
      text: 'The user published the Story Rota tips (gb/blog/rota-tips)',
      action: 'published',
      space_id: SPACE_ID,
      story_id: story.id,
      full_slug: 'gb/blog/rota-tips',
    });
  });

  it('keeps edits of a published story as a draft until published', async () => {
    const before = (await cv()).version;
    const updated = await call(`${stories()}/1`, {
      method: 'PUT',
      body: { story: { content: { component: 'page', title: 'Draft title' } } },
    });
    expect(updated.status).toBe(200);
    expect((await onDisk('gb/home')).unpublished_content).toMatchObject({ title: 'Draft title' });
    expect((await deliver('gb/home')).body.story).toMatchObject({ content: { component: 'page' } });
    expect(((await deliver('gb/home')).body.story as Story).content.title).toBeUndefined();
    const draft = await call(`${service.url}/v2/cdn/stories/gb/home?token=${PREVIEW_TOKEN}&version=draft`, {
      token: null,
    });
    expect((draft.body.story as Story).content.title).toBe('Draft title');
    expect((await cv()).version).toBe(before);

    const published = await call(`${stories()}/1/publish`);
    expect(published.status).toBe(200);
    expect((await cv()).version).toBeGreaterThan(before);
    expect(((await deliver('gb/home')).body.story as Story).content.title).toBe('Draft title');
    const file = await onDisk('gb/home');
    expect(file).not.toHaveProperty('unpublished_content');
    expect(file.first_published_at).toBe('2026-02-01T00:00:00.000Z');
    const hooks = await webhooks(2);
    expect(JSON.parse(hooks[1]?.body ?? '')).toMatchObject({ action: 'published', story_id: 1 });
  });

  it('moves a story and its file, then unpublishes and deletes it', async () => {
    const created = await call(stories(), {
      method: 'POST',
      body: { story: { full_slug: 'gb/old-name', content: { component: 'page' } }, publish: 1 },
    });
    const id = (created.body.story as Story).id;
    await webhooks(3);

    const moved = await call(`${stories()}/${id}`, {
      method: 'PUT',
      body: { story: { full_slug: 'gb/new/name' } },
    });
    expect(moved.status).toBe(200);
    await expect(access(path.join(dir ?? '', 'gb/old-name.json'))).rejects.toThrow();
    expect((await onDisk('gb/new/name')).id).toBe(id);
    expect((await deliver('gb/old-name')).status).toBe(404);
    expect((await deliver('gb/new/name')).status).toBe(200);
    expect(JSON.parse((await webhooks(4))[3]?.body ?? '')).toMatchObject({ action: 'moved' });

    expect((await call(`${stories()}/${id}/unpublish`)).status).toBe(200);
    expect((await deliver('gb/new/name')).status).toBe(404);
    expect((await onDisk('gb/new/name')).published_at).toBeNull();
    expect(JSON.parse((await webhooks(5))[4]?.body ?? '')).toMatchObject({ action: 'unpublished' });

    expect((await call(`${stories()}/${id}/publish`, { method: 'POST' })).status).toBe(200);
    const deleted = await call(`${stories()}/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((deleted.body.story as Story).id).toBe(id);
    await expect(access(path.join(dir ?? '', 'gb/new/name.json'))).rejects.toThrow();
    await expect(access(path.join(dir ?? '', 'gb/new'))).rejects.toThrow();
    expect(JSON.parse((await webhooks(7))[6]?.body ?? '')).toMatchObject({ action: 'deleted', story_id: id });
    expect((await call(`${stories()}/${id}`)).status).toBe(404);
  });

  it('rejects bad writes with clear errors', async () => {
    const post = (body: unknown, init: { token?: string | null; raw?: string } = {}) =>
      call(stories(), { method: 'POST', body, ...init });
    const valid = { story: { full_slug: 'gb/valid', content: { component: 'page' } } };

    expect(await post(valid, { token: null })).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized: a valid management token must be provided' },
    });
    expect((await post(valid, { token: 'Bearer wrong' })).status).toBe(401);
    expect((await call(`${service.url}/v1/spaces/1/stories`, { method: 'POST', body: valid })).status).toBe(
      404,
    );
    expect((await post({ story: { full_slug: 'gb/home', content: { component: 'page' } } })).status).toBe(
      409,
    );
    expect((await post({ story: { full_slug: 'gb/x', content: { title: 'no component' } } })).status).toBe(
      422,
    );
    expect((await post({ story: { full_slug: '../escape', content: { component: 'page' } } })).status).toBe(
      422,
    );
    expect((await post({ story: { full_slug: 'gb//x', content: { component: 'page' } } })).status).toBe(422);
    // content/datasources/ holds the datasource files, not stories.
    expect(
      await post({ story: { slug: 'x', parent_slug: 'datasources', content: { component: 'page' } } }),
    ).toMatchObject({ status: 422, body: { error: expect.stringMatching(/datasources\//) } });
    expect((await post({ story: { content: { component: 'page' } } })).body).toEqual({
      error: 'story.full_slug (or story.slug) is required',
    });
    expect(await post(undefined, { raw: '{"story": ' })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^Invalid JSON body/) },
    });
    const huge = JSON.stringify({
      story: { full_slug: 'gb/huge', content: { component: 'page', text: 'x'.repeat(1_100_000) } },
    });
    expect((await post(undefined, { raw: huge })).status).toBe(413);
    expect((await call(`${stories()}/999`, { method: 'PUT', body: valid })).status).toBe(404);
    expect((await call(`${stories()}/1`, { method: 'PATCH', body: valid })).status).toBe(405);
    expect((await call(`${service.url}/v1/spaces/${SPACE_ID}/assets`)).status).toBe(404);
    // Nothing above reached the disk.
    await expect(access(path.join(dir ?? '', 'gb/valid.json'))).rejects.toThrow();
    await expect(access(path.join(dir ?? '', 'escape.json'))).rejects.toThrow();
  });
});

describe('without a management token or a reachable webhook', () => {
  it('disables writes when no management token is configured', async () => {
    const readOnly = await startContentService(serviceOptions(dir ?? '', { managementToken: undefined }));
    try {
      const response = await call(`${readOnly.url}/v1/spaces/${SPACE_ID}/stories/1/publish`);
      expect(response).toMatchObject({
        status: 401,
        body: { error: 'Writes are disabled: no management token is configured' },
      });
    } finally {
      await readOnly.close();
    }
  });

  it('logs a failed webhook and still completes the write', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const other = await writeContentDir([makeStory(1, 'gb/home')]);
    // Port 9 (discard) on localhost refuses connections.
    const isolated = await startContentService(
      serviceOptions(other, { publishWebhookUrl: 'http://127.0.0.1:9/hook' }),
    );
    try {
      expect((await call(`${isolated.url}/v1/spaces/${SPACE_ID}/stories/1/unpublish`)).status).toBe(200);
    } finally {
      await isolated.close();
      await removeDir(other);
    }
    expect(errors.mock.calls.map((args) => String(args[0])).join('\n')).toMatch(
      /webhook .* failed for unpublished gb\/home/,
    );
  });
});
