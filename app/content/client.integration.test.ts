// The content client's behaviours of requirements §7-§9, each shown against the real content service
// (started on an ephemeral port over a throwaway content folder), with its fault injection.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/index';
import { startContentService, type RunningContentService } from '../../content-service/server';
import {
  MANAGEMENT_TOKEN,
  makeStory,
  PREVIEW_TOKEN,
  removeDir,
  SPACE_ID,
  writeContentDir,
} from '../../content-service/test-support';
import { createContentClient, MISSING_TOKEN_MESSAGE, type ContentClientOptions } from './client.server';
import { onNewContent } from './content-events';
import { logger } from '../logging/logger.server';

const RATE_LIMIT_LOG = 'Hit rate limit. Retrying in 0.3 seconds.';
// storyblok-js-client keeps cache versions per token in module state: a token per test run
// keeps this file's clients from seeing another file's versions.
const PUBLIC_TOKEN = `client-test-${process.pid}-${Date.now()}`;

let service: RunningContentService;
let contentDir: string;

const posts = Array.from({ length: 30 }, (_, index) =>
  makeStory(1000 + index, `us/blog/post-${String(index).padStart(2, '0')}`, {
    content: { _uid: `post-${index}`, component: 'blog_post', title: `Post ${index}` },
  }),
);
const related = Array.from({ length: 60 }, (_, index) =>
  makeStory(2000 + index, `us/glossary/term-${index}`, {
    content: { _uid: `term-${index}`, component: 'glossary_term', term: `Term ${index}` },
  }),
);
const hub = makeStory(3000, 'us/glossary-hub', {
  content: { _uid: 'hub', component: 'term_list', terms: related.map((story) => story.uuid) },
});
const draft = makeStory(3001, 'us/blog/draft-only', { published_at: null, first_published_at: null });

function client(overrides: Partial<ContentClientOptions> = {}) {
  return createContentClient({
    endpoint: `${service.url}/v2`,
    token: PUBLIC_TOKEN,
    version: 'published',
    rateLimit: 1000,
    timeoutMs: 5_000,
    cvTtlMs: 60_000,
    cache: 'none',
    ...overrides,
  });
}

async function injectFaults(faults: Record<string, number | string>): Promise<void> {
  const response = await fetch(`${service.url}/__faults`, {
    method: 'POST',
    headers: { authorization: MANAGEMENT_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  contentDir = await writeContentDir([makeStory(1, 'us/home'), ...posts, ...related, hub, draft]);
  service = await startContentService({
    host: '127.0.0.1',
    port: 0,
    publicUrl: undefined,
    contentDir,
    spaceId: SPACE_ID,
    spaceName: 'Client tests',
    publicToken: PUBLIC_TOKEN,
    previewToken: PREVIEW_TOKEN,
    managementToken: MANAGEMENT_TOKEN,
    publishWebhookUrl: undefined,
    webhookSecret: undefined,
    faultInjection: true,
    editorUsers: [],
  });
});

afterAll(async () => {
  await service?.close();
  await removeDir(contentDir);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await fetch(`${service.url}/__faults`, { method: 'DELETE', headers: { authorization: MANAGEMENT_TOKEN } });
});

describe('rate limits (429)', () => {
  it('retries after 300 ms and succeeds when the service recovers: 429 three times then success', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const content = client();
    await content.cacheVersion();
    await injectFaults({ rateLimitNext: 3 });
    const story = (await content.getStory('us/home')) as { full_slug: string };
    expect(story.full_slug).toBe('us/home');
    expect(log.mock.calls.filter(([line]) => line === RATE_LIMIT_LOG)).toHaveLength(3);
  });

  it('gives up after 10 retries: 429 eleven times is an error', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const content = client();
    await content.cacheVersion();
    await injectFaults({ rateLimitNext: 11 });
    await expect(content.getStory('us/home')).rejects.toMatchObject({
      status: 429,
      message: 'Too Many Requests',
    });
    expect(log.mock.calls.filter(([line]) => line === RATE_LIMIT_LOG)).toHaveLength(10);
  });
});

describe('failures', () => {
  it('rejects a 500 with the message from the error body', async () => {
    const content = client();
    await content.cacheVersion();
    await injectFaults({ failNext: 1, failStatus: 500, failMessage: 'Content store exploded' });
    await expect(content.getStory('us/home')).rejects.toMatchObject({
      status: 500,
      message: 'Content store exploded',
    });
  });

  it("rejects a failure without a message in its body as 'Unknown error'", async () => {
    const bare: Server = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const { port } = bare.address() as AddressInfo;
    try {
      const content = client({ endpoint: `http://127.0.0.1:${port}/v2`, cvTtlMs: 0 });
      await expect(content.getStory('us/home')).rejects.toMatchObject({
        status: 502,
        message: 'Unknown error',
      });
    } finally {
      bare.close();
    }
  });

  it('aborts a request at CONTENT_TIMEOUT_MS, not at the next whole second', async () => {
    const content = client({ timeoutMs: 200 });
    await content.cacheVersion();
    // The service answers after 700 ms: within the library's own (whole-second) timeout, after ours.
    await injectFaults({ latencyMs: 700 });
    await expect(content.getStory('us/home')).rejects.toMatchObject({
      status: undefined,
      message: expect.stringMatching(/timeout|aborted/i) as unknown,
    });
  });

  it('answers a missing story as a 404 error', async () => {
    await expect(client().getStory('us/nothing-here')).rejects.toMatchObject({
      status: 404,
      isNotFound: true,
    });
  });

  it('logs an error saying a token must be provided when it has none', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await expect(client({ token: undefined }).getStory('us/home')).rejects.toThrow(MISSING_TOKEN_MESSAGE);
    expect(error).toHaveBeenCalledWith(MISSING_TOKEN_MESSAGE);
  });
});

describe('requests', () => {
  function recording() {
    const urls: URL[] = [];
    const spy: typeof fetch = (input, init) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input)));
      return fetch(input, init);
    };
    return { urls, fetch: spy };
  }

  it('asks for 25 stories per page unless told otherwise', async () => {
    const { urls, fetch } = recording();
    const page = await client({ fetch }).getStories({ starts_with: 'us/blog/' });
    expect(page.stories).toHaveLength(25);
    expect(page.total).toBe(30);
    expect(page.perPage).toBe(25);
    expect(urls.at(-1)?.searchParams.get('per_page')).toBe('25');
  });

  it('resolves more than 50 relations in batches of 50 uuids', async () => {
    const { urls, fetch } = recording();
    const story = (await client({ fetch }).getStory('us/glossary-hub', {
      resolve_relations: 'term_list.terms',
    })) as {
      content: { terms: { uuid: string }[] };
    };
    expect(story.content.terms).toHaveLength(60);
    expect(story.content.terms.map((term) => term.uuid)).toEqual(related.map((term) => term.uuid));
    const batches = urls
      .map((url) => url.searchParams.get('by_uuids'))
      .filter((value): value is string => value !== null)
      .map((value) => value.split(',').length);
    expect(batches).toEqual([50, 10]);
  });

  it('tracks the cache version per token and sends it as cv, noticing a publish', async () => {
    const { urls, fetch } = recording();
    const content = client({ fetch, cvTtlMs: 0 });
    const before = await content.cacheVersion();
    await content.getStory('us/home');
    expect(urls.at(-1)?.searchParams.get('cv')).toBe(String(before));

    const publish = await globalThis.fetch(`${service.url}/v1/spaces/${SPACE_ID}/stories/1`, {
      method: 'PUT',
      headers: { authorization: MANAGEMENT_TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ story: { name: 'Home again' }, publish: 1 }),
    });
    expect(publish.status).toBe(200);

    const announced: (number | null)[] = [];
    const stopListening = onNewContent((cv) => announced.push(cv));
    const story = (await content.getStory('us/home')) as { name: string };
    stopListening();
    const after = await content.cacheVersion();
    expect(after).toBeGreaterThan(before);
    // The page cache hears of it (server/page-cache/freshness.ts).
    expect(announced).toEqual([after]);
    expect(story.name).toBe('Home again');
    expect(urls.at(-1)?.searchParams.get('cv')).toBe(String(after));
  });

  it('after invalidate(), asks again rather than trust an answer to a question asked before it', async () => {
    // The first `spaces/me` answer after `hold` is kept back until `release`: a check that was on
    // its way when a publish happened, and whose answer (the old version) arrives late.
    let hold = false;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const gated: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const response = await fetch(input, init);
      if (hold && url.pathname.endsWith('/cdn/spaces/me')) {
        hold = false;
        await held;
      }
      return response;
    };
    const content = client({ fetch: gated, cvTtlMs: 60_000 });
    const before = await content.cacheVersion();

    content.invalidate();
    hold = true;
    const early = content.cacheVersion();
    // The check is on its way (its answer held) when the publish happens and is announced.
    await vi.waitFor(() => expect(hold).toBe(false));
    const publish = await globalThis.fetch(`${service.url}/v1/spaces/${SPACE_ID}/stories/1`, {
      method: 'PUT',
      headers: { authorization: MANAGEMENT_TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ story: { name: 'Home, once more' }, publish: 1 }),
    });
    expect(publish.status).toBe(200);
    const announced: (number | null)[] = [];
    const stopListening = onNewContent((cv) => announced.push(cv));
    content.invalidate();
    const after = content.cacheVersion();
    release();
    expect(await early).toBe(before);
    expect(await after).toBeGreaterThan(before);
    // The late answer replaced nothing: the new version is the one kept (and announced once).
    expect(await content.cacheVersion()).toBe(await after);
    stopListening();
    expect(announced).toEqual([await after]);
  });

  it('takes a newer cache version learnt elsewhere without asking spaces/me, and ignores an older one', async () => {
    const { urls, fetch } = recording();
    const content = client({ fetch, cvTtlMs: 60_000 });
    const before = await content.cacheVersion();
    const publish = await globalThis.fetch(`${service.url}/v1/spaces/${SPACE_ID}/stories/1`, {
      method: 'PUT',
      headers: { authorization: MANAGEMENT_TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ story: { name: 'Home, adopted' }, publish: 1 }),
    });
    expect(publish.status).toBe(200);
    const published = (await (
      await globalThis.fetch(`${service.url}/v2/cdn/spaces/me?token=${PUBLIC_TOKEN}`)
    ).json()) as { space: { version: number } };
    const asked = () => urls.filter((url) => url.pathname.endsWith('/cdn/spaces/me')).length;
    const askedBefore = asked();

    content.adoptCacheVersion(before - 1);
    expect(await content.cacheVersion()).toBe(before);
    content.adoptCacheVersion(published.space.version);
    expect(await content.cacheVersion()).toBe(published.space.version);
    const story = (await content.getStory('us/home')) as { name: string };
    expect(story.name).toBe('Home, adopted');
    expect(urls.at(-1)?.searchParams.get('cv')).toBe(String(published.space.version));
    expect(asked()).toBe(askedBefore);
  });

  it('reads published content by default and drafts with the preview token', async () => {
    await expect(client().getStory('us/blog/draft-only')).rejects.toMatchObject({ status: 404 });
    const preview = client({ token: PREVIEW_TOKEN, version: 'draft' });
    await expect(preview.getStory('us/blog/draft-only')).resolves.toMatchObject({
      full_slug: 'us/blog/draft-only',
    });
  });
});

describe('configuration', () => {
  it('limits content requests to 5 per second, 3 with an OAuth token, published by default', () => {
    expect(loadConfig({}).content).toMatchObject({ rateLimit: 5, version: 'published' });
    expect(loadConfig({ CONTENT_OAUTH_TOKEN: 'oauth' }).content.rateLimit).toBe(3);
    expect(() => loadConfig({ CONTENT_VERSION: 'latest' })).toThrow(/CONTENT_VERSION/);
  });
});
