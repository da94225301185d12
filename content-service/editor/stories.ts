// The editor's story operations. Every change goes through the management API's own write path
// (Management.run): the same validation, atomic files, cache version bump and publish webhook. What
// the editor adds is the version check (If-Match against the story's ETag, made inside
// Management's queue so that no write can come between the check and the change), the versions
// (history.ts) and a view that shows draft and published content side by side. The editor's own
// writes run one at a time, so versions are numbered in the order the writes happened.
import { z } from 'zod';
import { pathForFullSlug } from '../../app/content/links';
import { isRegion, type Region } from '../../app/regions/region';
import { HttpError, notFound } from '../errors';
import type { Reply } from '../http';
import type { Folder } from '../links';
import type { Management } from '../management';
import { isPublished, versionView } from '../present';
import type { StoryStore } from '../store';
import { lastSegment } from '../story-input';
import { type Block, isRecord, type Story } from '../types';
import { storyEtag } from './etag';
import type { VersionAction, VersionHistory } from './history';
import { ifMatchAllows } from './request-checks';
import { log } from '../log';

export const STALE_VERSION = 'Someone saved this story after you opened it.';

export interface EditorStoriesContext {
  store: StoryStore;
  management: Management;
  history: VersionHistory;
  /** The components a new story may be made of (is_root ones). */
  rootComponents: () => string[];
}

/** What the editor shows of a story: its draft, its published content, and the version it is. */
export interface StoryView {
  story: Story;
  published: Block | null;
  etag: string;
}

/** A story or folder as the editor's list shows it (the editor app reads this type too). */
export interface StoryListEntry {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  is_folder: boolean;
  component: string | null;
  published: boolean;
  unpublished_changes: boolean;
  updated_at: string;
}

/**
 * A suggested redirect rule for a moved page or folder (content/settings/redirects.json's from/to;
 * a folder's ends in `/*` on both sides).
 */
export interface RedirectSuggestion {
  from: string;
  to: string;
}

const saveSchema = z.object({
  story: z.strictObject({ name: z.string().optional(), content: z.unknown() }),
});
const createSchema = z.strictObject({
  name: z.string(),
  slug: z.string(),
  component: z.string(),
  /** The folder's full_slug ('' for the top level)… */
  parent: z.string().optional(),
  /** …or a region, whose folder it is. */
  region: z.string().optional(),
});
const duplicateSchema = z.strictObject({ region: z.string() });
const moveSchema = z.strictObject({ full_slug: z.string() });

function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown, shape: string): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(422, `The body must be ${shape}`);
  return parsed.data;
}

export function storyView(story: Story): StoryView {
  return {
    story: structuredClone(versionView(story, 'draft') ?? story),
    published: isPublished(story) ? structuredClone(story.content) : null,
    etag: storyEtag(story),
  };
}

export function viewReply(story: Story, status = 200, extra: Record<string, unknown> = {}): Reply {
  const view = storyView(story);
  return { status, body: { ...view, ...extra }, headers: { etag: view.etag } };
}

function draftContent(story: Story): Block {
  return story.unpublished_content ?? story.content;
}

function storyOf(reply: Reply): Story {
  const story = isRecord(reply.body) ? reply.body.story : undefined;
  if (!isRecord(story)) throw new Error('the management API answered without a story');
  return story as Story;
}

export function folderListEntry(folder: Folder): StoryListEntry {
  return {
    id: folder.id,
    uuid: folder.uuid,
    name: folder.name,
    slug: lastSegment(folder.path),
    full_slug: folder.path,
    is_folder: true,
    component: null,
    published: false,
    unpublished_changes: false,
    updated_at: folder.updated_at,
  };
}

/** The region folder a full_slug is in, if it is in one. */
export function regionOf(fullSlug: string): Region | undefined {
  const first = fullSlug.split('/', 1)[0];
  return isRegion(first) ? first : undefined;
}

/** The content with every `_uid` removed, so that the copy's blocks get their own (withUids). */
function withoutUids(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUids);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_uid')
      .map(([key, item]) => [key, withoutUids(item)]),
  );
}

export class EditorStories {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly context: EditorStoriesContext) {}

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  find(storyId: string): Story {
    const story = /^\d+$/.test(storyId) ? this.context.store.byId(Number(storyId)) : undefined;
    if (!story) throw notFound('This story could not be found');
    return story;
  }

  list(search: string): Reply {
    const needle = search.trim().toLowerCase();
    const entries: StoryListEntry[] = [
      ...[...this.context.management.folders().values()].map(folderListEntry),
      ...this.context.store.all().map((story) => ({
        id: story.id,
        uuid: story.uuid,
        name: story.name,
        slug: story.slug,
        full_slug: story.full_slug,
        is_folder: false,
        component: draftContent(story).component,
        published: isPublished(story),
        unpublished_changes: isPublished(story) && story.unpublished_content !== undefined,
        updated_at: story.updated_at,
      })),
    ];
    const stories = entries
      .filter(
        (entry) =>
          !needle ||
          entry.name.toLowerCase().includes(needle) ||
          entry.full_slug.toLowerCase().includes(needle),
      )
      .sort((a, b) =>
        a.full_slug === b.full_slug
          ? Number(b.is_folder) - Number(a.is_folder)
          : a.full_slug < b.full_slug
            ? -1
            : 1,
      );
    return { status: 200, body: { stories } };
  }

  read(storyId: string): Reply {
    return viewReply(this.find(storyId));
  }

  /** Saves a draft: a published story keeps serving its published content until it is published. */
  save(storyId: string, body: unknown, ifMatch: string, by: string): Promise<Reply> {
    const { story } = parseBody(saveSchema, body, '{"story": {"name"?: "...", "content": {...}}}');
    if (story.content === undefined) throw new HttpError(422, 'story.content is required');
    return this.change(storyId, 'update', { story }, ifMatch, by, 'save');
  }

  /** Saves earlier content (a version's) as the draft. */
  restore(storyId: string, content: Block, ifMatch: string, by: string): Promise<Reply> {
    return this.change(storyId, 'update', { story: { content } }, ifMatch, by, 'restore');
  }

  publish(storyId: string, ifMatch: string, by: string): Promise<Reply> {
    return this.change(storyId, 'publish', undefined, ifMatch, by, 'publish');
  }

  unpublish(storyId: string, ifMatch: string, by: string): Promise<Reply> {
    return this.change(storyId, 'unpublish', undefined, ifMatch, by, 'unpublish');
  }

  create(body: unknown, by: string): Promise<Reply> {
    const input = parseBody(
      createSchema,
      body,
      '{"name": "...", "slug": "...", "component": "...", and "parent": "<folder full_slug>" or "region": "..."}',
    );
    const components = this.context.rootComponents();
    if (!components.includes(input.component)) {
      throw new HttpError(422, `component must be one of: ${components.join(', ')}`);
    }
    if ((input.parent === undefined) === (input.region === undefined)) {
      throw new HttpError(422, 'Give either parent (a folder full_slug, "" for the top level) or region');
    }
    if (input.region !== undefined && !isRegion(input.region)) {
      throw new HttpError(422, `region "${input.region}" is not one of the site's regions`);
    }
    const parent = input.region ?? input.parent ?? '';
    if (parent !== '' && !this.context.management.folders().has(parent)) {
      throw new HttpError(422, `parent "${parent}" is not a folder`);
    }
    return this.serial(async () => {
      const reply = await this.context.management.run('create', undefined, {
        story: {
          name: input.name,
          slug: input.slug,
          parent_slug: parent,
          content: { component: input.component },
        },
      });
      const story = storyOf(reply);
      await this.recordVersion(story, by, 'create');
      return viewReply(story, 201);
    });
  }

  /** A copy of the story's draft in another region's folder, at the same slug within it. */
  duplicate(storyId: string, body: unknown, by: string): Promise<Reply> {
    const { region } = parseBody(duplicateSchema, body, '{"region": "..."}');
    const source = this.find(storyId);
    const from = regionOf(source.full_slug);
    if (!isRegion(region)) throw new HttpError(422, `region "${region}" is not one of the site's regions`);
    if (from === undefined) {
      throw new HttpError(422, 'Only a story in a region folder can be copied to another region');
    }
    if (from === region) throw new HttpError(422, `The story is in ${region} already`);
    const fullSlug = `${region}${source.full_slug.slice(from.length)}`;
    return this.serial(async () => {
      const reply = await this.context.management.run('create', undefined, {
        story: {
          name: source.name,
          full_slug: fullSlug,
          content: withoutUids(draftContent(source)),
          tag_list: source.tag_list,
          position: source.position,
          is_startpage: source.is_startpage,
        },
      });
      const story = storyOf(reply);
      await this.recordVersion(story, by, 'create');
      return viewReply(story, 201);
    });
  }

  /**
   * Renames or moves a story. A published page that moves is no longer at its old address: the
   * answer suggests a redirect rule for it (added by hand to settings/redirects, see
   * docs/editor-api.md), or null when either address is not a page of a region.
   */
  move(storyId: string, body: unknown, ifMatch: string): Promise<Reply> {
    const { full_slug: fullSlug } = parseBody(moveSchema, body, '{"full_slug": "..."}');
    return this.serial(async () => {
      let before: Story | undefined;
      const reply = await this.context.management.run(
        'update',
        storyId,
        { story: { full_slug: fullSlug } },
        undefined,
        async (story) => {
          before = story;
          await this.checkVersion(story, ifMatch);
        },
      );
      const story = storyOf(reply);
      const from = before?.full_slug ?? story.full_slug;
      const redirect: RedirectSuggestion | null =
        regionOf(from) && regionOf(story.full_slug) && from !== story.full_slug
          ? { from: pathForFullSlug(from), to: pathForFullSlug(story.full_slug) }
          : null;
      return viewReply(story, 200, { redirect });
    });
  }

  remove(storyId: string, ifMatch: string): Promise<Reply> {
    return this.serial(async () => {
      const reply = await this.context.management.run('delete', storyId, undefined, undefined, (story) =>
        this.checkVersion(story, ifMatch),
      );
      const story = storyOf(reply);
      await this.context.history.forget(story.id).catch((error: unknown) => {
        log.error(`could not remove the versions of deleted story ${story.id}`, error);
      });
      return { status: 204, body: undefined };
    });
  }

  private change(
    storyId: string,
    operation: 'update' | 'publish' | 'unpublish',
    body: unknown,
    ifMatch: string,
    by: string,
    action: VersionAction,
  ): Promise<Reply> {
    return this.serial(async () => {
      let before: string | undefined;
      const reply = await this.context.management.run(operation, storyId, body, undefined, async (story) => {
        before = storyEtag(story);
        await this.checkVersion(story, ifMatch);
      });
      const story = storyOf(reply);
      // Unpublishing a story that is not published changes nothing, and makes no version.
      if (storyEtag(story) !== before) await this.recordVersion(story, by, action);
      return viewReply(story);
    });
  }

  /** A 409 naming the current version when If-Match names another. */
  private async checkVersion(story: Story, ifMatch: string): Promise<void> {
    const etag = storyEtag(story);
    if (ifMatchAllows(ifMatch, etag)) return;
    const latest = await this.context.history.latest(story.id);
    // Known only when the last change was the editor's (the management API records no versions).
    const by = latest?.at === story.updated_at ? latest.by : null;
    throw new HttpError(409, STALE_VERSION, {}, { current: { etag, updated_at: story.updated_at, by } });
  }

  /** The story is written already; a version that cannot be is logged, not a failed save. */
  private async recordVersion(story: Story, by: string, action: VersionAction): Promise<void> {
    try {
      await this.context.history.record(story.id, {
        at: story.updated_at,
        by,
        action,
        name: story.name,
        content: draftContent(story),
      });
    } catch (error) {
      log.error(`could not record version of story ${story.id} (${action})`, error);
    }
  }
}
