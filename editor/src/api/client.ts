// The editor's JSON API (/editor/api, docs/editor-api.md): the session cookie goes with every call
// (it is HttpOnly, so this code never sees it), and every call says it is the editor's own
// (X-Editor-Request; writes are also checked by their Origin on the server).
import type { Block } from '../schema/blocks';
// The shapes the service answers with, from its own modules (types only: nothing of the service
// goes into the editor's bundle), so that a change on one side is a type error on the other.
import type { FolderMoveAnswer } from '../../../content-service/editor/folders';
import type { RedirectSuggestion, StoryListEntry } from '../../../content-service/editor/stories';

export type { FolderMoveAnswer, RedirectSuggestion, StoryListEntry };

export const API = '/editor/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface Story {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  published_at: string | null;
  updated_at: string;
  content: Block;
  [attribute: string]: unknown;
}

export interface StoryView {
  story: Story;
  published: Block | null;
  etag: string;
}

export interface VersionSummary {
  version: number;
  at: string;
  by: string;
  action: string;
  name?: string;
}

/** One difference between a version and the current draft (content-service/editor/diff.ts). */
export interface ContentChange {
  path: (string | number)[];
  kind: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
}

export interface Asset {
  filename: string;
  width: number | null;
  height: number | null;
  alt: string;
  focus: string;
  size?: number;
}

export interface RootComponent {
  name: string;
  display_name: string | null;
}

export interface Region {
  code: string;
  name: string;
}

export interface NewFolder {
  name: string;
  slug: string;
  /** A region (`us`) or a folder in one (`us/guides`). */
  parent: string;
}

export type NewStory = { name: string; slug: string; component: string } & (
  { parent: string } | { region: string }
);

export interface PreviewLink {
  /** The site page at a signed editor link (`?_storyblok=…&_storyblok_tk[…]=…`). */
  url: string;
  /** The origin the preview frame is at, where the bridge's messages come from. */
  origin: string;
  spaceId: number;
  /** Whether the story is a page of its own (settings stories are shown where they are used). */
  page: boolean;
}

interface CallOptions {
  method?: string;
  body?: unknown;
  ifMatch?: string;
  raw?: Blob;
  contentType?: string;
}

async function call<T>(path: string, options: CallOptions = {}): Promise<{ body: T; etag: string | null }> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-editor-request': '1' };
  let body: BodyInit | undefined;
  if (options.raw) {
    body = options.raw;
    headers['content-type'] = options.contentType || 'application/octet-stream';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  if (options.ifMatch) headers['if-match'] = options.ifMatch;
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'The content service cannot be reached. Check your connection and try again.');
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) {
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    const message =
      typeof record.error === 'string' ? record.error : `The request failed (${response.status}).`;
    throw new ApiError(response.status, message, record);
  }
  return { body: parsed as T, etag: response.headers.get('etag') };
}

function query(params: Record<string, string>): string {
  const search = new URLSearchParams(params).toString();
  return search ? `?${search}` : '';
}

function storyPath(id: number): string {
  return `/stories/${encodeURIComponent(String(id))}`;
}

async function view(path: string, options: CallOptions = {}): Promise<StoryView> {
  const { body, etag } = await call<StoryView & Record<string, unknown>>(path, options);
  return { ...body, etag: body.etag ?? etag ?? '' };
}

export const api = {
  async session(): Promise<string | null> {
    try {
      return (await call<{ user: string }>('/session')).body.user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  async signIn(credentials: { token: string } | { user: string; password: string }): Promise<string> {
    return (await call<{ user: string }>('/session', { method: 'POST', body: credentials })).body.user;
  },
  async signOut(): Promise<void> {
    await call('/session', { method: 'DELETE' });
  },
  async stories(search = ''): Promise<StoryListEntry[]> {
    return (await call<{ stories: StoryListEntry[] }>(`/stories${query(search ? { search } : {})}`)).body
      .stories;
  },
  story(id: number): Promise<StoryView> {
    return view(storyPath(id));
  },
  save(id: number, etag: string, story: { name?: string; content: Block }): Promise<StoryView> {
    return view(storyPath(id), { method: 'PUT', body: { story }, ifMatch: etag });
  },
  publish(id: number, etag: string): Promise<StoryView> {
    return view(`${storyPath(id)}/publish`, { method: 'POST', ifMatch: etag });
  },
  unpublish(id: number, etag: string): Promise<StoryView> {
    return view(`${storyPath(id)}/unpublish`, { method: 'POST', ifMatch: etag });
  },
  create(story: NewStory): Promise<StoryView> {
    return view('/stories', { method: 'POST', body: story });
  },
  duplicate(id: number, region: string): Promise<StoryView> {
    return view(`${storyPath(id)}/duplicate`, { method: 'POST', body: { region } });
  },
  async move(
    id: number,
    etag: string,
    fullSlug: string,
  ): Promise<StoryView & { redirect: RedirectSuggestion | null }> {
    const { body, etag: header } = await call<StoryView & { redirect?: RedirectSuggestion | null }>(
      `${storyPath(id)}/move`,
      { method: 'POST', body: { full_slug: fullSlug }, ifMatch: etag },
    );
    return { ...body, etag: body.etag ?? header ?? '', redirect: body.redirect ?? null };
  },
  async remove(id: number, etag: string): Promise<void> {
    await call(storyPath(id), { method: 'DELETE', ifMatch: etag });
  },
  async createFolder(folder: NewFolder): Promise<StoryListEntry> {
    return (await call<{ folder: StoryListEntry }>('/folders', { method: 'POST', body: folder })).body.folder;
  },
  /** Renames (a new name) and/or moves (a new full slug) a folder with everything in it. */
  async moveFolder(from: string, to: string, name?: string): Promise<FolderMoveAnswer> {
    return (
      await call<FolderMoveAnswer>('/folders/move', {
        method: 'POST',
        body: name === undefined ? { from, to } : { from, to, name },
      })
    ).body;
  },
  async deleteFolder(fullSlug: string): Promise<void> {
    await call(`/folders${query({ full_slug: fullSlug })}`, { method: 'DELETE' });
  },
  async components(): Promise<RootComponent[]> {
    return (await call<{ components: RootComponent[] }>('/components')).body.components;
  },
  async regions(): Promise<Region[]> {
    return (await call<{ regions: Region[] }>('/regions')).body.regions;
  },
  async versions(id: number): Promise<VersionSummary[]> {
    return (await call<{ versions: VersionSummary[] }>(`${storyPath(id)}/versions`)).body.versions;
  },
  /** What a version changed compared with the current draft. */
  async versionChanges(id: number, version: number): Promise<ContentChange[]> {
    return (await call<{ diff: ContentChange[] }>(`${storyPath(id)}/versions/${version}`)).body.diff;
  },
  restore(id: number, version: number, etag: string): Promise<StoryView> {
    return view(`${storyPath(id)}/versions/${version}/restore`, { method: 'POST', ifMatch: etag });
  },
  async assets(search = ''): Promise<Asset[]> {
    return (await call<{ assets: Asset[] }>(`/assets${query(search ? { search } : {})}`)).body.assets;
  },
  async upload(file: File): Promise<Asset> {
    const path = `/assets${query({ filename: file.name })}`;
    return (await call<{ asset: Asset }>(path, { method: 'POST', raw: file, contentType: file.type })).body
      .asset;
  },
  async updateAsset(change: { filename: string; alt?: string; focus?: string }): Promise<Asset> {
    return (await call<{ asset: Asset }>('/assets', { method: 'PUT', body: change })).body.asset;
  },
  /** Deletes an upload no story uses (the service refuses otherwise, naming the stories). */
  async deleteAsset(filename: string): Promise<void> {
    await call(`/assets${query({ filename })}`, { method: 'DELETE' });
  },
  async previewLink(id: number): Promise<PreviewLink> {
    return (await call<PreviewLink>(`/preview-link${query({ story: String(id) })}`)).body;
  },
};
