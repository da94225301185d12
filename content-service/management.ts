// The write API (`/v1/spaces/{space_id}/stories...`): list, create, change, delete, publish,
// unpublish. Folders are derived from the stories' slugs (links.ts); creating one (`is_folder`)
// writes its marker file (folder-marker.ts), so that stories can then be created in it by
// `parent_id`, as a client of Storyblok's Management API does, and so that it stays, empty or not,
// across restarts until it is deleted. The editor's folder calls (moving and deleting a folder) are
// here too, since they are writes of every story in the folder.
// Writes run one at a time (a slug's availability is checked and claimed without interleaving),
// reach the disk before the index, and every change that readers of published content can see
// bumps the cache version and then sends the publish webhook.
import { randomUUID } from 'node:crypto';
import type { CacheVersion } from './cache-version';
import { COMPONENTS_SLUG, DATASOURCES_FOLDER } from './datasources';
import { HttpError, notFound } from './errors';
import type { Reply } from './http';
import { deriveFolders, type Folder } from './links';
import { pageOf, pagingHeaders, readPaging } from './paging';
import { isPublished } from './present';
import type { StoryStore } from './store';
import {
  lastSegment,
  parentOf,
  parseCreate,
  parseUpdate,
  type StoryFields,
  targetFullSlug,
  withUids,
  type WriteRequest,
} from './story-input';
import type { Block, Story } from './types';
import type { WebhookAction, WebhookSender } from './webhook';

export interface ManagementContext {
  store: StoryStore;
  cv: CacheVersion;
  webhooks: WebhookSender;
  spaceId: number;
}

type Operation = 'list' | 'create' | 'read' | 'update' | 'delete' | 'publish' | 'unpublish';

/** The Management API's page size limit for stories. */
const MAX_STORIES_PER_PAGE = 100;

const ROUTE = /^\/v1\/spaces\/([^/]+)\/stories(?:\/([^/]+)(?:\/(publish|unpublish))?)?\/?$/;

/** Which operation a method and path name, or undefined when the path is not a management route. */
export function matchManagementRoute(
  method: string,
  path: string,
): { spaceId: string; storyId: string | undefined; operation: Operation | undefined } | undefined {
  const match = ROUTE.exec(path);
  if (!match?.[1]) return undefined;
  const [, spaceId, storyId, action] = match;
  let operation: Operation | undefined;
  if (action) {
    const allowed = method === 'GET' || method === 'POST' || method === 'PUT';
    operation = allowed ? (action === 'publish' ? 'publish' : 'unpublish') : undefined;
  } else if (!storyId) operation = method === 'POST' ? 'create' : method === 'GET' ? 'list' : undefined;
  else if (method === 'GET') operation = 'read';
  else if (method === 'PUT') operation = 'update';
  else if (method === 'DELETE') operation = 'delete';
  return { spaceId, storyId, operation };
}

/** A story's move within a folder move: the story before and after. */
export interface MovedStory {
  before: Story;
  after: Story;
}

export class Management {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly context: ManagementContext) {}

  /**
   * Runs `task` in turn with the writes, as one of them: no write starts before it ends. For a
   * check of the stories that must still hold when its own change is made (an image no story uses
   * is deleted).
   */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * `body` is the parsed JSON body (undefined when none was sent); `query` the list's parameters.
   * `precondition` sees the story an operation on one story is about to change, in turn with the
   * other writes, so that a check of its version (the editor's If-Match) cannot be overtaken.
   */
  run(
    operation: Operation,
    storyId: string | undefined,
    body: unknown,
    query: URLSearchParams = new URLSearchParams(),
    precondition?: (story: Story) => void | Promise<void>,
  ): Promise<Reply> {
    return this.exclusive(() => this.execute(operation, storyId, body, query, precondition));
  }

  private async execute(
    operation: Operation,
    storyId: string | undefined,
    body: unknown,
    query: URLSearchParams,
    precondition: ((story: Story) => void | Promise<void>) | undefined,
  ): Promise<Reply> {
    if (operation === 'list') return this.list(query);
    const folderPath = (id: number) => this.folderPath(id);
    if (operation === 'create') return this.create(parseCreate(body, folderPath));
    const story = this.find(storyId);
    await precondition?.(story);
    switch (operation) {
      case 'read':
        return { status: 200, body: { story: structuredClone(story) } };
      case 'update':
        return this.update(story, parseUpdate(body, folderPath));
      case 'publish':
        return this.update(story, { story: {}, publish: true });
      case 'unpublish':
        return this.unpublish(story);
      case 'delete':
        return this.delete(story);
    }
  }

  /** Every folder: derived from the stories' slugs, and those made through an API (marker files). */
  folders(): Map<string, Folder> {
    return deriveFolders(this.context.store.all(), this.context.store.folderMarkers());
  }

  private folderPath(id: number): string {
    for (const folder of this.folders().values()) if (folder.id === id) return folder.path;
    throw new HttpError(422, `Invalid story: parent_id ${id} is not a folder`);
  }

  /**
   * Stories and folders without their content, by full_slug (a folder before the story of the same
   * slug), `with_slug` (one full_slug) and `starts_with` filtering, paged like the Management API.
   */
  private list(query: URLSearchParams): Reply {
    const folders = this.folders();
    const parentOfPath = (path: string) => folders.get(parentOf(path))?.id ?? null;
    const entries = [
      ...[...folders.values()].map((folder) => ({
        id: folder.id,
        uuid: folder.uuid,
        name: folder.name,
        slug: lastSegment(folder.path),
        full_slug: folder.path,
        parent_id: parentOfPath(folder.path),
        is_folder: true,
        is_startpage: false,
        published: false,
        created_at: folder.created_at,
        updated_at: folder.updated_at,
      })),
      ...this.context.store.all().map((story) => ({
        id: story.id,
        uuid: story.uuid,
        name: story.name,
        slug: story.slug,
        full_slug: story.full_slug,
        parent_id: parentOfPath(story.full_slug),
        is_folder: false,
        is_startpage: story.is_startpage,
        published: isPublished(story),
        position: story.position,
        tag_list: story.tag_list,
        content_type: story.content.component,
        created_at: story.created_at,
        published_at: story.published_at,
        updated_at: story.updated_at,
      })),
    ];
    const withSlug = query.get('with_slug') ?? undefined;
    const startsWith = query.get('starts_with') ?? undefined;
    const matching = entries
      .filter((entry) => withSlug === undefined || entry.full_slug === withSlug)
      .filter((entry) => !startsWith || entry.full_slug.startsWith(startsWith))
      .sort((a, b) =>
        a.full_slug === b.full_slug
          ? Number(b.is_folder) - Number(a.is_folder)
          : a.full_slug < b.full_slug
            ? -1
            : 1,
      );
    const paging = readPaging(new Map(query), MAX_STORIES_PER_PAGE);
    return {
      status: 200,
      body: { stories: pageOf(matching, paging) },
      headers: pagingHeaders(matching.length, paging),
    };
  }

  /** The management API's answer for a folder it made (as Storyblok's, a story with is_folder). */
  private async createFolderReply(fullSlug: string, name: string | undefined): Promise<Reply> {
    const folder = await this.makeFolder(fullSlug, name ?? lastSegment(fullSlug));
    return {
      status: 201,
      body: {
        story: {
          id: folder.id,
          uuid: folder.uuid,
          name: folder.name,
          slug: lastSegment(fullSlug),
          full_slug: fullSlug,
          parent_id: this.folders().get(parentOf(fullSlug))?.id ?? null,
          is_folder: true,
          created_at: folder.created_at,
        },
      },
    };
  }

  /** Makes a folder that holds no story yet: its marker file is written (folder-marker.ts). */
  createFolder(fullSlug: string, name: string): Promise<Folder> {
    return this.exclusive(() => this.makeFolder(fullSlug, name));
  }

  private async makeFolder(fullSlug: string, name: string): Promise<Folder> {
    this.claimFolderSlug(fullSlug);
    await this.context.store.markFolder(fullSlug, { name, created_at: new Date().toISOString() });
    const folder = this.folders().get(fullSlug);
    if (!folder) throw new Error(`folder ${fullSlug} was not derived from its marker`);
    return folder;
  }

  /**
   * A folder's full_slug must be free: no folder has it, and no story (a folder beside a story of
   * its slug would make that story the folder's page without anyone saying so).
   */
  private claimFolderSlug(fullSlug: string): void {
    if (fullSlug.startsWith(`${DATASOURCES_FOLDER}/`) || fullSlug === DATASOURCES_FOLDER) {
      throw new HttpError(422, `Invalid folder: ${DATASOURCES_FOLDER} holds the datasources`);
    }
    if (fullSlug === COMPONENTS_SLUG) {
      throw new HttpError(422, `Invalid folder: "${COMPONENTS_SLUG}" is the component definitions' file`);
    }
    if (this.folders().has(fullSlug)) {
      throw new HttpError(409, `A folder with full_slug "${fullSlug}" already exists`);
    }
    if (this.context.store.bySlug(fullSlug)) {
      throw new HttpError(409, `A story with full_slug "${fullSlug}" already exists`);
    }
  }

  /**
   * The stories a folder holds: every story below it, and the story at its own full_slug (its
   * landing page, as `us/blog` beside `us/blog/...`), by full_slug.
   */
  storiesIn(folder: string): Story[] {
    return this.context.store
      .all()
      .filter((story) => story.full_slug === folder || story.full_slug.startsWith(`${folder}/`))
      .sort((a, b) => (a.full_slug < b.full_slug ? -1 : 1));
  }

  /**
   * Renames and/or moves a folder: every story it holds moves through the same write as a story's
   * move (a published one's sends a `moved` webhook and bumps the cache version), then the marker
   * files of it and its folders follow. `name` (when given) becomes the folder's name, kept in its
   * marker. Every target is checked before the first story moves, and nothing else writes meanwhile.
   */
  moveFolder(from: string, to: string, name?: string): Promise<{ folder: Folder; moved: MovedStory[] }> {
    return this.exclusive(async () => {
      const folder = this.folders().get(from);
      if (!folder) throw notFound(`There is no folder "${from}"`);
      const markers = [...this.context.store.folderMarkers()].filter(
        ([path]) => path === from || path.startsWith(`${from}/`),
      );
      const newName = name !== undefined && name !== folder.name ? name : undefined;
      if (to === from) {
        if (newName !== undefined) {
          const own = this.context.store.folderMarkers().get(from);
          await this.context.store.markFolder(from, {
            name: newName,
            created_at: own?.created_at ?? folder.created_at,
          });
        }
        return { folder: this.requireFolder(from), moved: [] };
      }
      if (to.startsWith(`${from}/`)) {
        throw new HttpError(
          422,
          `A folder cannot be moved into itself or one of its folders ("${from}" to "${to}")`,
        );
      }
      this.claimFolderSlug(to);
      const moved: MovedStory[] = [];
      for (const story of this.storiesIn(from)) {
        const reply = await this.update(story, {
          story: { full_slug: `${to}${story.full_slug.slice(from.length)}` },
          publish: false,
        });
        moved.push({ before: story, after: (reply.body as { story: Story }).story });
      }
      const ownMarker = markers.find(([path]) => path === from)?.[1];
      for (const [path, marker] of markers) {
        const next = path === from && newName !== undefined ? { ...marker, name: newName } : marker;
        await this.context.store.markFolder(`${to}${path.slice(from.length)}`, next);
      }
      if (!ownMarker && newName !== undefined) {
        await this.context.store.markFolder(to, { name: newName, created_at: folder.created_at });
      }
      // Deepest first, so that each old directory is empty by the time its marker goes.
      for (const [path] of markers.sort(([a], [b]) => b.length - a.length)) {
        await this.context.store.unmarkFolder(path);
      }
      return { folder: this.requireFolder(to), moved };
    });
  }

  /** Deletes a folder that holds no story (its marker files, and so its directories, go). */
  deleteFolder(path: string): Promise<void> {
    return this.exclusive(async () => {
      if (!this.folders().has(path)) throw notFound(`There is no folder "${path}"`);
      const held = this.storiesIn(path).length;
      if (held > 0) {
        throw new HttpError(
          409,
          `The folder "${path}" holds ${held} ${held === 1 ? 'story' : 'stories'}: move or delete ${held === 1 ? 'it' : 'them'} first`,
          {},
          { stories: held },
        );
      }
      const markers = [...this.context.store.folderMarkers().keys()]
        .filter((marked) => marked === path || marked.startsWith(`${path}/`))
        .sort((a, b) => b.length - a.length);
      for (const marked of markers) await this.context.store.unmarkFolder(marked);
    });
  }

  private requireFolder(path: string): Folder {
    const folder = this.folders().get(path);
    if (!folder) throw new Error(`folder ${path} is missing after its change`);
    return folder;
  }

  private find(storyId: string | undefined): Story {
    const story = storyId && /^\d+$/.test(storyId) ? this.context.store.byId(Number(storyId)) : undefined;
    if (!story) throw notFound();
    return story;
  }

  private parentId(fullSlug: string): number | null {
    return this.context.store.bySlug(parentOf(fullSlug))?.id ?? null;
  }

  private claimSlug(fullSlug: string, owner?: Story): void {
    // That folder holds the datasource files: a story written there would be read as one.
    if (fullSlug.startsWith(`${DATASOURCES_FOLDER}/`)) {
      throw new HttpError(
        422,
        `Invalid story: full_slug must not be under ${DATASOURCES_FOLDER}/ (it holds the datasources)`,
      );
    }
    if (fullSlug === COMPONENTS_SLUG) {
      throw new HttpError(
        422,
        `Invalid story: full_slug "${COMPONENTS_SLUG}" is the component definitions' file`,
      );
    }
    const existing = this.context.store.bySlug(fullSlug);
    if (existing && existing !== owner) {
      throw new HttpError(409, `A story with full_slug "${fullSlug}" already exists`);
    }
  }

  private async create({ story: fields, publish }: WriteRequest): Promise<Reply> {
    const fullSlug = fields.full_slug;
    const content = fields.content;
    if (!fullSlug) throw new HttpError(422, 'story.full_slug (or story.slug) is required');
    if (fields.is_folder) return this.createFolderReply(fullSlug, fields.name);
    if (!content) throw new HttpError(422, 'story.content is required');
    this.claimSlug(fullSlug);
    const now = new Date().toISOString();
    const slug = lastSegment(fullSlug);
    const story: Story = {
      id: this.context.store.nextId(),
      uuid: randomUUID(),
      name: fields.name ?? slug,
      slug,
      full_slug: fullSlug,
      created_at: now,
      published_at: publish ? now : null,
      first_published_at: publish ? now : null,
      updated_at: now,
      position: fields.position ?? 0,
      is_startpage: fields.is_startpage ?? false,
      parent_id: this.parentId(fullSlug),
      group_id: randomUUID(),
      lang: 'default',
      tag_list: fields.tag_list ?? [],
      content: withUids(content),
    };
    await this.context.store.save(story);
    if (publish) this.announce('published', story);
    return { status: 201, body: { story: structuredClone(story) } };
  }

  private async update(current: Story, { story: fields, publish }: WriteRequest): Promise<Reply> {
    const next = structuredClone(current);
    const now = new Date().toISOString();
    this.applyAttributes(next, fields);
    if (fields.content) {
      const content: Block = withUids(fields.content);
      // A published story keeps serving its published content until the draft is published.
      if (isPublished(current) && !publish) next.unpublished_content = content;
      else {
        next.content = content;
        delete next.unpublished_content;
      }
    }
    if (publish) {
      if (next.unpublished_content) next.content = next.unpublished_content;
      delete next.unpublished_content;
      next.published_at = now;
      next.first_published_at ??= now;
    }
    next.updated_at = now;
    await this.context.store.save(next, current);

    if (publish) this.announce('published', next);
    else if (isPublished(current) && next.full_slug !== current.full_slug) this.announce('moved', next);
    else if (isPublished(current) && attributesChanged(current, next)) this.announce('updated', next);
    return { status: 200, body: { story: structuredClone(next) } };
  }

  private applyAttributes(story: Story, fields: StoryFields): void {
    if (fields.name !== undefined) story.name = fields.name;
    if (fields.position !== undefined) story.position = fields.position;
    if (fields.is_startpage !== undefined) story.is_startpage = fields.is_startpage;
    if (fields.tag_list !== undefined) story.tag_list = fields.tag_list;
    const fullSlug = targetFullSlug(fields, story.full_slug);
    if (fullSlug !== undefined && fullSlug !== story.full_slug) {
      this.claimSlug(fullSlug, story);
      story.full_slug = fullSlug;
      story.slug = lastSegment(fullSlug);
      story.parent_id = this.parentId(fullSlug);
    }
  }

  private async unpublish(current: Story): Promise<Reply> {
    if (!isPublished(current)) return { status: 200, body: { story: structuredClone(current) } };
    const next = structuredClone(current);
    // Unpublished stories keep their one draft in `content`.
    if (next.unpublished_content) next.content = next.unpublished_content;
    delete next.unpublished_content;
    next.published_at = null;
    next.updated_at = new Date().toISOString();
    await this.context.store.save(next, current);
    this.announce('unpublished', next);
    return { status: 200, body: { story: structuredClone(next) } };
  }

  private async delete(current: Story): Promise<Reply> {
    await this.context.store.remove(current);
    if (isPublished(current)) this.announce('deleted', current);
    return { status: 200, body: { story: structuredClone(current) } };
  }

  private announce(action: WebhookAction, story: Story): void {
    this.context.cv.bump();
    this.context.webhooks.send({
      text: `The user ${action} the Story ${story.name} (${story.full_slug})`,
      action,
      space_id: this.context.spaceId,
      story_id: story.id,
      full_slug: story.full_slug,
    });
  }
}

/** Attributes that readers of published content see change immediately (there is no draft of them). */
function attributesChanged(before: Story, after: Story): boolean {
  return (['name', 'position', 'is_startpage', 'tag_list'] as const).some(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
