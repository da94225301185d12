// content:push: the dry run lists the seed without a request; a real push fills a throwaway
// embedded content service, which then serves the stories; the client throttles, retries 429s and
// never shows the token.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningContentService, startContentService } from '../../content-service/server';
import {
  call,
  MANAGEMENT_TOKEN,
  makeTempDir,
  PUBLIC_TOKEN,
  removeDir,
  serviceOptions,
  SPACE_ID,
} from '../../content-service/test-support';
import { main } from '../content-push';
import { COMPONENTS_FILE, CONTENT_DIR } from './paths';
import { ManagementClient, push, readComponents, readSeedStories } from './push';

/** The seed story files, counted independently of the script: every JSON file but those two kinds. */
async function countSeedFiles(dir = CONTENT_DIR): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) {
      if (path !== join(CONTENT_DIR, 'datasources')) count += await countSeedFiles(path);
    } else if (entry.name.endsWith('.json') && path !== COMPONENTS_FILE) count += 1;
  }
  return count;
}

describe('content:push --dry-run', () => {
  it('lists every seed story and component and sends nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const lines: string[] = [];
    await main(['--space', '123', '--token', 'secret-token', '--dry-run'], (line) => lines.push(line));
    expect(fetchSpy).not.toHaveBeenCalled();
    const files = await countSeedFiles();
    const components = (await readComponents(COMPONENTS_FILE)).length;
    expect(lines[0]).toBe('Dry run: nothing is sent to https://mapi.storyblok.com (space 123).');
    expect(lines).toContain(`Components: ${components}`);
    expect(lines.find((line) => line.startsWith('Stories: '))).toMatch(new RegExp(`^Stories: ${files} `));
    expect(lines).toContain('  us/about');
    expect(lines).toContain('  us/blog');
    expect(lines.join('\n')).not.toContain('secret-token');
  });

  it('explains missing or wrong arguments', async () => {
    await expect(main(['--token', 'x'])).rejects.toThrow(/--space needs the numeric space id/);
    await expect(main(['--space', '1'])).rejects.toThrow(
      /--token \(or STORYBLOK_MANAGEMENT_TOKEN\) is required/,
    );
    await expect(main(['--space', '1', '--token', 'x', '--api', 'ftp://x'])).rejects.toThrow(/--api must be/);
  });
});

describe('the seed stories content:push reads', () => {
  it('leave out dot folders such as .history/ (the editor versions)', async () => {
    const dir = await makeTempDir();
    try {
      await mkdir(join(dir, 'gb'), { recursive: true });
      await mkdir(join(dir, '.history'), { recursive: true });
      const story = { name: 'Home', content: { component: 'page' } };
      await writeFile(join(dir, 'gb', 'home.json'), JSON.stringify(story));
      await writeFile(join(dir, '.history', '1.json'), JSON.stringify({ story_id: 1, versions: [] }));
      expect((await readSeedStories(dir)).map((each) => each.full_slug)).toEqual(['gb/home']);
    } finally {
      await removeDir(dir);
    }
  });
});

describe('content:push to the embedded content service', () => {
  let dir: string | undefined;
  let service: RunningContentService;

  beforeAll(async () => {
    dir = await makeTempDir('content-push-');
    // The space already has one of the seed stories, with other content: the push updates it.
    const about = JSON.parse(await readFile(join(CONTENT_DIR, 'us/about.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    await mkdir(join(dir, 'us'), { recursive: true });
    await writeFile(
      join(dir, 'us/about.json'),
      JSON.stringify({ ...about, content: { component: 'page', body: [], seo_title: 'Old' } }),
    );
    service = await startContentService(serviceOptions(dir));
  });

  afterAll(async () => {
    await service?.close();
    await removeDir(dir);
  });

  it('creates and updates the stories and components, and the service serves them', async () => {
    const lines: string[] = [];
    await main(
      ['--space', String(SPACE_ID), '--token', MANAGEMENT_TOKEN, '--api', service.url],
      (line) => lines.push(line),
      undefined,
      1000,
    );
    const stories = await readSeedStories(CONTENT_DIR);
    const components = await readComponents(COMPONENTS_FILE);
    expect(lines).toContain(`components: ${components.length} created, 0 updated`);
    expect(lines).toContain(`stories: ${stories.length - 1} created, 1 updated`);
    expect(lines.join('\n')).not.toContain(MANAGEMENT_TOKEN);

    const cdn = (slug: string) =>
      call(`${service.url}/v2/cdn/stories/${slug}?token=${PUBLIC_TOKEN}`, { token: null });
    const about = await cdn('us/about');
    expect(about.status).toBe(200);
    const seedAbout = stories.find((story) => story.full_slug === 'us/about');
    expect((about.body.story as { content: { seo_title: unknown } }).content.seo_title).toBe(
      seedAbout?.content.seo_title,
    );
    const post = stories.find((story) => story.full_slug.startsWith('gb/blog/') && story.published);
    expect((await cdn(post?.full_slug ?? 'missing')).status).toBe(200);
    expect(service.store.size).toBe(stories.length);

    // Pushed again, everything is already there and is updated in place.
    const again = new ManagementClient({
      api: service.url,
      space: String(SPACE_ID),
      token: MANAGEMENT_TOKEN,
      requestsPerSecond: 1000,
    });
    const summary = await push(again, stories.slice(0, 3), components.slice(0, 2));
    expect(summary).toEqual({
      components: { created: 0, updated: 2 },
      folders: { created: 0, existing: expect.any(Number) },
      stories: { created: 0, updated: 3 },
    });
  }, 120_000);
});

describe('the Management API client', () => {
  const response = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers });

  it('spaces requests to the rate and retries a 429 after its Retry-After', async () => {
    let clock = 0;
    const slept: number[] = [];
    const replies = [response(200, {}), response(429, {}, { 'retry-after': '2' }), response(200, { ok: 1 })];
    const fetchFake = vi.fn(async () => replies.shift() ?? response(500, {}));
    const client = new ManagementClient({
      api: 'https://example.test/',
      space: '7',
      token: 'tok',
      requestsPerSecond: 3,
      fetch: fetchFake as unknown as typeof fetch,
      now: () => clock,
      sleep: async (ms) => {
        slept.push(Math.round(ms));
        clock += ms;
      },
    });
    await client.request('GET', '/components');
    const { body } = await client.request('GET', '/stories');
    expect(body).toEqual({ ok: 1 });
    expect(fetchFake).toHaveBeenCalledTimes(3);
    expect(fetchFake.mock.calls[0]).toEqual([
      'https://example.test/v1/spaces/7/components',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'tok' }) }),
    ]);
    // A third of a second between requests, and the two seconds the 429 asked for.
    expect(slept).toEqual([333, 2000]);
  });

  it('reports a failed request with its status and message, never the token', async () => {
    const client = new ManagementClient({
      api: 'https://example.test',
      space: '7',
      token: 'very-secret',
      requestsPerSecond: 1000,
      fetch: (async () => response(401, { error: 'Unauthorized very-secret' })) as unknown as typeof fetch,
    });
    const error = await client
      .request('POST', '/stories', {}, ' (us/about)')
      .catch((caught: unknown) => caught);
    expect(String(error)).toMatch(
      /POST \/stories \(us\/about\): 401 .*Unauthorized \*\*\*.*management token/,
    );
    expect(String(error)).not.toContain('very-secret');
  });
});
