// The write API (`/v1/spaces/{space_id}/stories...`): create, change, delete, publish, unpublish.
// Writes run one at a time (a slug's availability is checked and claimed without interleaving),
// reach the disk before the index, and every change that readers of published content can see
// bumps the cache version and then sends the publish webhook.
import { randomUUID } from 'node:crypto';
import type { CacheVersion } from './cache-version';
import { COMPONENTS_SLUG, DATASOURCES_FOLDER } from './datasources';
import { HttpError, notFound } from './errors';
import type { Reply } from './http';
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

type Operation = 'create' | 'read' | 'update' | 'delete' | 'publish' | 'unpublish';

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
  } else if (!storyId) operation = method === 'POST' ? 'create' : undefined;
  else if (method === 'GET') operation = 'read';
  else if (method === 'PUT') operation = 'update';
  else if (method === 'DELETE') operation = 'delete';
  return { spaceId, storyId, operation };
}

export class Management {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly context: ManagementContext) {}

  /** `body` is the parsed JSON body (undefined when none was sent). */
  run(operation: Operation, storyId: string | undefined, body: unknown): Promise<Reply> {
    const result = this.queue.then(() => this.execute(operation, storyId, body));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async execute(operation: Operation, storyId: string | undefined, body: unknown): Promise<Reply> {
    if (operation === 'create') return this.create(parseCreate(body));
    const story = this.find(storyId);
    switch (operation) {
      case 'read':
        return { status: 200, body: { story: structuredClone(story) } };
      case 'update':
        return this.update(story, parseUpdate(body));
      case 'publish':
        return this.update(story, { story: {}, publish: true });
      case 'unpublish':
        return this.unpublish(story);
      case 'delete':
        return this.delete(story);
    }
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
      throw new HttpError(422, `Invalid story: full_slug "${COMPONENTS_SLUG}" is the component definitions' file`);
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
