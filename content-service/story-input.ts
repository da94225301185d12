// Validation of management write bodies: `{"story": {...}, "publish": 1}`. Read-only attributes a
// client echoes back (id, uuid, timestamps) are ignored rather than rejected, as the Management API
// does, so a story fetched, edited and sent back is a valid update.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HttpError } from './errors';
import { type Block, isBlock, isRecord } from './types';

const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
const FULL_SLUG = /^[a-z0-9][a-z0-9/_-]*$/;

const fullSlug = z
  .string()
  .max(255)
  .regex(FULL_SLUG, 'must be lowercase letters, digits, "-", "_" and "/" (e.g. gb/blog/my-post)')
  .refine(
    (value) => !value.split('/').includes(''),
    'must not contain empty segments ("//" or a trailing "/")',
  );

/** Whether a value is a well-formed full_slug (`gb/blog/my-post`). */
export function isFullSlug(value: string): boolean {
  return fullSlug.safeParse(value).success;
}

/** Whether a value is a well-formed slug (one segment of a full_slug). */
export function isSlug(value: string): boolean {
  return value.length <= 255 && SEGMENT.test(value);
}

const storyFieldsSchema = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  slug: z.string().max(255).regex(SEGMENT, 'must be lowercase letters, digits, "-" and "_"').optional(),
  full_slug: fullSlug.optional(),
  parent_slug: z.union([fullSlug, z.literal('')]).optional(),
  content: z.looseObject({ component: z.string().min(1, 'must be a non-empty string') }).optional(),
  position: z.number().int().optional(),
  is_startpage: z.boolean().optional(),
  tag_list: z.array(z.string()).optional(),
  /** The folder the story is in, as Storyblok names it (0 or null: the top level). */
  parent_id: z.number().int().nonnegative().nullable().optional(),
  /** Creates a folder rather than a story (management.ts). */
  is_folder: z.boolean().optional(),
});

const publishFlag = z
  .union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.boolean()])
  .optional()
  .transform((value) => value === 1 || value === '1' || value === true);

const writeSchema = z.object({
  story: storyFieldsSchema,
  publish: publishFlag,
  parent_slug: z.union([fullSlug, z.literal('')]).optional(),
});

export type StoryFields = z.infer<typeof storyFieldsSchema>;

export interface WriteRequest {
  story: StoryFields;
  publish: boolean;
}

function parse(body: unknown): z.infer<typeof writeSchema> {
  if (!isRecord(body)) throw new HttpError(422, 'The body must be a JSON object like {"story": {...}}');
  const parsed = writeSchema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
      .join('; ');
    throw new HttpError(422, `Invalid story: ${problems}`);
  }
  return parsed.data;
}

function join(parent: string, slug: string): string {
  return parent ? `${parent}/${slug}` : slug;
}

/** `gb/blog/post` -> `gb/blog`; a top-level slug has the parent `''`. */
export function parentOf(fullSlug: string): string {
  const at = fullSlug.lastIndexOf('/');
  return at === -1 ? '' : fullSlug.slice(0, at);
}

export function lastSegment(fullSlug: string): string {
  return fullSlug.slice(fullSlug.lastIndexOf('/') + 1);
}

/**
 * The story's new full_slug: given outright, or built from `slug` and `parent_slug` (either of
 * which defaults to the current one when updating). Undefined when nothing says where it goes.
 */
export function targetFullSlug(fields: StoryFields, current?: string): string | undefined {
  if (fields.full_slug !== undefined) {
    if (fields.slug !== undefined && fields.slug !== lastSegment(fields.full_slug)) {
      throw new HttpError(
        422,
        `Invalid story: slug "${fields.slug}" does not match full_slug "${fields.full_slug}"`,
      );
    }
    if (fields.parent_slug !== undefined && fields.parent_slug !== parentOf(fields.full_slug)) {
      throw new HttpError(
        422,
        `Invalid story: parent_slug "${fields.parent_slug}" does not match full_slug "${fields.full_slug}"`,
      );
    }
    return fields.full_slug;
  }
  if (fields.slug === undefined && fields.parent_slug === undefined) return current;
  const slug = fields.slug ?? (current === undefined ? undefined : lastSegment(current));
  if (slug === undefined) return undefined;
  return join(fields.parent_slug ?? (current === undefined ? '' : parentOf(current)), slug);
}

/** The full_slug of the folder with this id; throws a 422 when no folder has it. */
export type FolderResolver = (id: number) => string;

const noFolders: FolderResolver = (id) => {
  throw new HttpError(422, `Invalid story: parent_id ${id} is not a folder`);
};

/** `parent_id` as the `parent_slug` it names (they must agree when both are given). */
function withParentSlug(fields: StoryFields, folderPath: FolderResolver): StoryFields {
  const { parent_id: parentId, ...rest } = fields;
  if (parentId === undefined || parentId === null) return rest;
  const parentSlug = parentId === 0 ? '' : folderPath(parentId);
  if (rest.parent_slug !== undefined && rest.parent_slug !== parentSlug) {
    throw new HttpError(
      422,
      `Invalid story: parent_id ${parentId} is the folder "${parentSlug}", not parent_slug "${rest.parent_slug}"`,
    );
  }
  return { ...rest, parent_slug: parentSlug };
}

export function parseCreate(body: unknown, folderPath: FolderResolver = noFolders): WriteRequest {
  const data = parse(body);
  const fields = withParentSlug(
    { ...data.story, parent_slug: data.story.parent_slug ?? data.parent_slug },
    folderPath,
  );
  return { story: { ...fields, full_slug: targetFullSlug(fields) }, publish: data.publish };
}

export function parseUpdate(body: unknown, folderPath: FolderResolver = noFolders): WriteRequest {
  const data = parse(body);
  return {
    story: withParentSlug(
      { ...data.story, parent_slug: data.story.parent_slug ?? data.parent_slug },
      folderPath,
    ),
    publish: data.publish,
  };
}

/** A copy of `content` in which every block has a `_uid` (the client only resolves inside blocks with one). */
export function withUids(content: Block): Block {
  const copy = structuredClone(content);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) {
      if (isBlock(value) && typeof value._uid !== 'string') value._uid = randomUUID();
      Object.values(value).forEach(visit);
    }
  };
  visit(copy);
  return copy;
}
