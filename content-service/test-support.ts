// Shared by the tests: story factories and throwaway content folders.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ContentServiceOptions, Story } from './types';

export const PUBLIC_TOKEN = 'test-public-token';
export const PREVIEW_TOKEN = 'test-preview-token';
export const MANAGEMENT_TOKEN = 'test-management-token';
export const SPACE_ID = 4242;

/** A deterministic uuid per number, so tests can name stories by index. */
export function uuidFor(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function makeStory(
  id: number,
  fullSlug: string,
  overrides: Partial<Story> & { content?: Story['content'] } = {},
): Story {
  const slug = fullSlug.slice(fullSlug.lastIndexOf('/') + 1);
  return {
    id,
    uuid: uuidFor(id),
    name: slug,
    slug,
    full_slug: fullSlug,
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-02-01T00:00:00.000Z',
    first_published_at: '2026-02-01T00:00:00.000Z',
    updated_at: '2026-02-01T00:00:00.000Z',
    position: 0,
    is_startpage: false,
    parent_id: null,
    group_id: uuidFor(100_000 + id),
    lang: 'default',
    tag_list: [],
    content: { _uid: `uid-${id}`, component: 'page', body: [] },
    ...overrides,
  };
}

export async function makeTempDir(prefix = 'content-service-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

/** Writes each story to `{full_slug}.json` in a new temp folder and returns the folder. */
export async function writeContentDir(stories: readonly Story[]): Promise<string> {
  const dir = await makeTempDir();
  for (const story of stories) {
    const file = path.join(dir, `${story.full_slug}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(story, null, 2)}\n`);
  }
  return dir;
}

/** Writes each datasource file to `{dir}/datasources/{slug}.json` (format: content/README.md). */
export async function writeDatasources(
  dir: string,
  datasources: readonly ({ slug: string } & Record<string, unknown>)[],
): Promise<void> {
  await mkdir(path.join(dir, 'datasources'), { recursive: true });
  for (const datasource of datasources) {
    const file = path.join(dir, 'datasources', `${datasource.slug}.json`);
    await writeFile(file, `${JSON.stringify(datasource, null, 2)}\n`);
  }
}

export async function removeDir(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

export function serviceOptions(
  contentDir: string,
  overrides: Partial<ContentServiceOptions> = {},
): ContentServiceOptions {
  return {
    host: '127.0.0.1',
    port: 0,
    publicUrl: undefined,
    contentDir,
    spaceId: SPACE_ID,
    spaceName: 'Shiftlane test',
    publicToken: PUBLIC_TOKEN,
    previewToken: PREVIEW_TOKEN,
    managementToken: MANAGEMENT_TOKEN,
    publishWebhookUrl: undefined,
    webhookSecret: undefined,
    faultInjection: false,
    editorUsers: [],
    ...overrides,
  };
}

/** Narrows away undefined, failing the test with a clear message instead of a TypeError later. */
export function defined<T>(value: T | undefined, what = 'value'): T {
  if (value === undefined) throw new Error(`expected ${what} to be defined`);
  return value;
}

/** A fetch for the tests: JSON in, status + parsed JSON + headers out. */
export async function call(
  url: string,
  init: { method?: string; body?: unknown; token?: string | null; raw?: string } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = init.token === undefined ? MANAGEMENT_TOKEN : init.token;
  if (token !== null) headers.authorization = token;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}
