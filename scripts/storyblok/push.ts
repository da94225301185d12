// Sends the seed stories (content/**/*.json, not the datasources or components.json) and the
// component definitions (content/components.json) to a Storyblok space through the Management API,
// the way Storyblok wants them: components first (updated by name when the space has them), then
// the folders of the stories' slugs, parents first, then every story in its folder by `parent_id`,
// updated (PUT) when the space already has a story of that full_slug and created (POST) otherwise,
// published when the seed story is. Requests go one at a time at most `requestsPerSecond` a second
// (3 on Storyblok's free plan), and a 429 is retried after its Retry-After or a growing backoff.
// The token goes in the Authorization header only, and is masked in every message.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export const DEFAULT_API = 'https://mapi.storyblok.com';
export const DEFAULT_REQUESTS_PER_SECOND = 3;
const MAX_RETRIES = 5;
const PER_PAGE = 100;

export interface SeedStory {
  full_slug: string;
  name: string;
  content: Record<string, unknown>;
  published: boolean;
  position: number;
  is_startpage: boolean;
  tag_list: string[];
}

export interface Component {
  name: string;
  [key: string]: unknown;
}

/**
 * Every seed story file's path under `contentDir` (not datasources/, media/, components.json, nor
 * dot files and folders such as the editor's `.history/`).
 */
export async function seedStoryFiles(contentDir: string, dir = contentDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    const top = dir === contentDir;
    if (entry.isDirectory()) {
      if (top && (entry.name === 'datasources' || entry.name === 'media')) continue;
      files.push(...(await seedStoryFiles(contentDir, path)));
    } else if (entry.name.endsWith('.json') && !(top && entry.name === 'components.json')) {
      files.push(path);
    }
  }
  return files;
}

export async function readSeedStories(contentDir: string): Promise<SeedStory[]> {
  const stories: SeedStory[] = [];
  for (const file of await seedStoryFiles(contentDir)) {
    const raw = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const fullSlug = relative(contentDir, file).slice(0, -'.json'.length).split(sep).join('/');
    if (typeof raw.content !== 'object' || raw.content === null) {
      throw new Error(`${relative(contentDir, file)} has no story content`);
    }
    stories.push({
      full_slug: fullSlug,
      name:
        typeof raw.name === 'string' && raw.name ? raw.name : fullSlug.slice(fullSlug.lastIndexOf('/') + 1),
      content: raw.content as Record<string, unknown>,
      published: typeof raw.published_at === 'string' && raw.published_at !== '',
      position: typeof raw.position === 'number' ? raw.position : 0,
      is_startpage: raw.is_startpage === true,
      tag_list: Array.isArray(raw.tag_list) ? (raw.tag_list as string[]) : [],
    });
  }
  return stories.sort((a, b) => (a.full_slug < b.full_slug ? -1 : 1));
}

export async function readComponents(file: string): Promise<Component[]> {
  const list = JSON.parse(await readFile(file, 'utf8')) as unknown;
  if (!Array.isArray(list)) throw new Error(`${file} is not a list of components`);
  return list as Component[];
}

function parentOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at === -1 ? '' : path.slice(0, at);
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Every folder the stories' slugs pass through, parents before their children. */
export function foldersFor(stories: readonly SeedStory[]): string[] {
  const folders = new Set<string>();
  for (const story of stories) {
    for (let path = parentOf(story.full_slug); path !== ''; path = parentOf(path)) folders.add(path);
  }
  const depth = (path: string) => path.split('/').length;
  return [...folders].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
}

/** What a dry run prints: the counts and every slug, without a request. */
export function planLines(
  api: string,
  space: string,
  stories: readonly SeedStory[],
  components: readonly Component[],
): string[] {
  const folders = foldersFor(stories);
  return [
    `Dry run: nothing is sent to ${api} (space ${space}).`,
    `Components: ${components.length}`,
    ...components.map((component) => `  ${component.name}`),
    `Folders: ${folders.length}`,
    ...folders.map((folder) => `  ${folder}`),
    `Stories: ${stories.length} (${stories.filter((story) => story.published).length} published)`,
    ...stories.map((story) => `  ${story.full_slug}`),
  ];
}

export interface ClientOptions {
  api: string;
  space: string;
  token: string;
  requestsPerSecond?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The Management API of one space: one request at a time, throttled, 429s retried. */
export class ManagementClient {
  private readonly base: string;
  private readonly interval: number;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private lastStart = Number.NEGATIVE_INFINITY;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ClientOptions) {
    this.base = `${options.api.replace(/\/+$/, '')}/v1/spaces/${encodeURIComponent(options.space)}`;
    this.interval = 1000 / (options.requestsPerSecond ?? DEFAULT_REQUESTS_PER_SECOND);
    this.fetch = options.fetch ?? fetch;
    this.sleep = options.sleep ?? realSleep;
    this.now = options.now ?? Date.now;
  }

  /** The message with the token masked, in case a server echoes it. */
  private mask(text: string): string {
    return this.options.token ? text.split(this.options.token).join('***') : text;
  }

  request<T>(
    method: string,
    path: string,
    body?: unknown,
    what = '',
  ): Promise<{ body: T; headers: Headers }> {
    const result = this.queue.then(() => this.send<T>(method, path, body, what));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async send<T>(method: string, path: string, body: unknown, what: string) {
    for (let attempt = 0; ; attempt++) {
      const wait = this.lastStart + this.interval - this.now();
      if (wait > 0) await this.sleep(wait);
      this.lastStart = this.now();
      let response: Response;
      try {
        response = await this.fetch(`${this.base}${path}`, {
          method,
          headers: { authorization: this.options.token, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          this.mask(`${method} ${path}${what}: could not reach ${this.options.api} (${reason})`),
        );
      }
      if (response.status === 429 && attempt < MAX_RETRIES) {
        const retryAfter = Number(response.headers.get('retry-after'));
        await response.body?.cancel();
        await this.sleep(
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** attempt,
        );
        continue;
      }
      const text = await response.text();
      if (!response.ok) {
        const hint = response.status === 401 ? ' (is the management token right for this space?)' : '';
        throw new Error(
          this.mask(
            `${method} ${path}${what}: ${response.status} ${text.slice(0, 500) || response.statusText}${hint}`,
          ),
        );
      }
      return { body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
    }
  }
}

export interface PushSummary {
  components: { created: number; updated: number };
  folders: { created: number; existing: number };
  stories: { created: number; updated: number };
}

interface ListedStory {
  id: number;
  full_slug: string;
  is_folder: boolean;
}

async function listStories(client: ManagementClient): Promise<ListedStory[]> {
  const all: ListedStory[] = [];
  for (let page = 1; ; page++) {
    const { body, headers } = await client.request<{ stories: ListedStory[] }>(
      'GET',
      `/stories?per_page=${PER_PAGE}&page=${page}`,
    );
    all.push(...body.stories);
    const total = Number(headers.get('total'));
    if (body.stories.length < PER_PAGE || (Number.isFinite(total) && all.length >= total)) return all;
  }
}

/** Pushes the components, folders and stories; `log` gets one line per step. */
export async function push(
  client: ManagementClient,
  stories: readonly SeedStory[],
  components: readonly Component[],
  log: (line: string) => void = () => {},
): Promise<PushSummary> {
  const summary: PushSummary = {
    components: { created: 0, updated: 0 },
    folders: { created: 0, existing: 0 },
    stories: { created: 0, updated: 0 },
  };

  const { body: existingComponents } = await client.request<{ components: { id: number; name: string }[] }>(
    'GET',
    '/components',
  );
  const componentIds = new Map(
    existingComponents.components.map((component) => [component.name, component.id]),
  );
  for (const component of components) {
    // Groups are named in the file for people; the space's groups are set up there.
    const { component_group_name: _group, ...definition } = component;
    const id = componentIds.get(component.name);
    const what = ` (component ${component.name})`;
    if (id === undefined) {
      await client.request('POST', '/components', { component: definition }, what);
      summary.components.created += 1;
    } else {
      await client.request('PUT', `/components/${id}`, { component: definition }, what);
      summary.components.updated += 1;
    }
  }
  log(`components: ${summary.components.created} created, ${summary.components.updated} updated`);

  const listed = await listStories(client);
  const folderIds = new Map(
    listed.filter((entry) => entry.is_folder).map((entry) => [entry.full_slug, entry.id]),
  );
  const storyIds = new Map(
    listed.filter((entry) => !entry.is_folder).map((entry) => [entry.full_slug, entry.id]),
  );
  const parentId = (path: string) => (path === '' ? 0 : (folderIds.get(path) ?? 0));

  for (const folder of foldersFor(stories)) {
    if (folderIds.has(folder)) {
      summary.folders.existing += 1;
      continue;
    }
    const { body } = await client.request<{ story: { id: number } }>(
      'POST',
      '/stories',
      {
        story: {
          name: lastSegment(folder),
          slug: lastSegment(folder),
          parent_id: parentId(parentOf(folder)),
          is_folder: true,
        },
      },
      ` (folder ${folder})`,
    );
    folderIds.set(folder, body.story.id);
    summary.folders.created += 1;
  }
  log(`folders: ${summary.folders.created} created, ${summary.folders.existing} already there`);

  for (const story of stories) {
    const body = {
      story: {
        name: story.name,
        slug: lastSegment(story.full_slug),
        parent_id: parentId(parentOf(story.full_slug)),
        content: story.content,
        position: story.position,
        is_startpage: story.is_startpage,
        tag_list: story.tag_list,
      },
      ...(story.published ? { publish: 1 } : {}),
    };
    const id = storyIds.get(story.full_slug);
    const what = ` (${story.full_slug})`;
    if (id === undefined) {
      await client.request('POST', '/stories', body, what);
      summary.stories.created += 1;
    } else {
      await client.request('PUT', `/stories/${id}`, body, what);
      summary.stories.updated += 1;
    }
  }
  log(`stories: ${summary.stories.created} created, ${summary.stories.updated} updated`);
  return summary;
}
