// The editor's folder operations: make a folder, rename or move one with everything in it, delete
// an empty one. The writes are the management API's (Management.createFolder, moveFolder,
// deleteFolder: marker files for folders without stories, and every story moved through the same
// write as a story's own move). What the editor adds is the site's shape: folders are made, moved
// and deleted inside a region folder (us, gb, au) only, since the regions and the top-level folders
// (settings) are where the site looks for its pages and settings; the folders inside a region that
// the site's routes look stories up in (blog, training/lessons, the region's settings, ...) keep
// their place, so a move cannot take their pages off the site; and the redirect a moved folder
// needs, one rule for the whole folder.
import { z } from 'zod';
import { pathForFullSlug } from '../../app/content/links';
import { SITE_ROUTES } from '../../app/navigation/site-routes';
import { isRegion, REGIONS } from '../../app/regions/region';
import { HttpError } from '../errors';
import type { Reply } from '../http';
import type { Management } from '../management';
import { isPublished } from '../present';
import { isFullSlug, isSlug, parentOf } from '../story-input';
import { folderListEntry, type RedirectSuggestion, regionOf, type StoryListEntry } from './stories';

export interface EditorFoldersContext {
  management: Management;
}

/** One story a folder move took along: its id and name, and its full_slug before and after. */
export interface MovedStoryEntry {
  id: number;
  name: string;
  from: string;
  to: string;
  published: boolean;
}

/** The answer to a folder's rename or move (the editor app reads this type too). */
export interface FolderMoveAnswer {
  folder: StoryListEntry;
  moved: MovedStoryEntry[];
  /** One rule for the whole folder (`/old/*` to `/new/*`), or null when no story moved. */
  redirect: RedirectSuggestion | null;
}

const SLUG_RULE = 'lowercase letters, digits, "-" and "_" (such as night-shifts)';
const REGION_LIST = REGIONS.join(', ');

const createSchema = z.strictObject({ name: z.string(), slug: z.string(), parent: z.string() });
const moveSchema = z.strictObject({ from: z.string(), to: z.string(), name: z.string().optional() });

function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown, shape: string): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(422, `The body must be ${shape}`);
  return parsed.data;
}

/**
 * The folders inside a region where the site looks its stories up: every fixed path of its route
 * table (`blog` of `blog/:slug`, `training/lessons` of `training/lessons/:slug`) and the region's
 * settings (the header navigation and footer, app/chrome/chrome-content.server.ts).
 */
const SITE_FOLDERS: ReadonlySet<string> = new Set([
  'settings',
  ...SITE_ROUTES.flatMap((route) => {
    const fixed: string[] = [];
    for (const part of route.path.split('/')) {
      if (part === '' || part.startsWith(':') || part === '*') break;
      fixed.push(part);
    }
    return fixed.map((_, index) => fixed.slice(0, index + 1).join('/'));
  }),
]);

/** Whether the site's routes look stories up in this folder (`us/blog`, `gb/training/lessons`). */
export function isSiteFolder(fullSlug: string): boolean {
  const region = regionOf(fullSlug);
  return region !== undefined && SITE_FOLDERS.has(fullSlug.slice(region.length + 1));
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 255) {
    throw new HttpError(422, 'name must be 1 to 255 characters (not only spaces)');
  }
  return trimmed;
}

/** A 422 unless `fullSlug` is a folder below a region (`us/guides`, not `us` nor `settings`). */
function requireInRegion(fullSlug: string, what: string): void {
  if (!isFullSlug(fullSlug)) {
    throw new HttpError(422, `${what} "${fullSlug}" is not a full slug: ${SLUG_RULE}, parts joined by "/"`);
  }
  if (regionOf(fullSlug) === undefined || isRegion(fullSlug)) {
    throw new HttpError(
      422,
      `${what} "${fullSlug}" must be a folder inside a region folder (${REGION_LIST}), such as us/guides; the regions and top-level folders stay as they are`,
    );
  }
}

/**
 * Where the site serves what a folder holds, as a path prefix. pathForFullSlug maps a story, where
 * a last part `home` is its folder's root page; a folder called `home` keeps its name in its
 * stories' paths, so the prefix is that of a story inside it, less the story.
 */
function folderPathOnSite(fullSlug: string): string {
  return pathForFullSlug(`${fullSlug}/x`).replace(/\/x$/, '');
}

export class EditorFolders {
  constructor(private readonly context: EditorFoldersContext) {}

  /** A 422 unless the folder's parent is a region or an existing folder inside one. */
  private requireParent(parent: string): void {
    if (isRegion(parent)) return;
    if (regionOf(parent) !== undefined && this.context.management.folders().has(parent)) return;
    throw new HttpError(
      422,
      `parent "${parent}" must be a region (${REGION_LIST}) or an existing folder inside one`,
    );
  }

  async create(body: unknown): Promise<Reply> {
    const input = parseBody(
      createSchema,
      body,
      '{"name": "...", "slug": "...", "parent": "<a region or a folder full_slug>"}',
    );
    const name = checkedName(input.name);
    if (!isSlug(input.slug)) throw new HttpError(422, `slug "${input.slug}" must be ${SLUG_RULE}`);
    this.requireParent(input.parent);
    const folder = await this.context.management.createFolder(`${input.parent}/${input.slug}`, name);
    return { status: 201, body: { folder: folderListEntry(folder) } };
  }

  /**
   * Renames (`name`) and/or moves (`to`) a folder with every story it holds. The answer lists the
   * stories moved and suggests one redirect rule for the folder's old addresses.
   */
  async move(body: unknown): Promise<Reply> {
    const input = parseBody(
      moveSchema,
      body,
      '{"from": "<folder full_slug>", "to": "<new full_slug>", "name"?: "..."}',
    );
    requireInRegion(input.from, 'from');
    requireInRegion(input.to, 'to');
    const name = input.name === undefined ? undefined : checkedName(input.name);
    if (input.to !== input.from && isSiteFolder(input.from)) {
      throw new HttpError(
        422,
        `The site looks up its pages at ${folderPathOnSite(input.from)}/... in "${input.from}": moving the folder would take them off the site (it can be renamed)`,
      );
    }
    if (input.to !== input.from && !input.to.startsWith(`${input.from}/`))
      this.requireParent(parentOf(input.to));
    const { folder, moved } = await this.context.management.moveFolder(input.from, input.to, name);
    const answer: FolderMoveAnswer = {
      folder: folderListEntry(folder),
      moved: moved.map(({ before, after }) => ({
        id: after.id,
        name: after.name,
        from: before.full_slug,
        to: after.full_slug,
        published: isPublished(after),
      })),
      redirect:
        moved.length > 0
          ? { from: `${folderPathOnSite(input.from)}/*`, to: `${folderPathOnSite(input.to)}/*` }
          : null,
    };
    return { status: 200, body: answer };
  }

  /** Deletes an empty folder: `?full_slug=us/guides`. */
  async remove(search: URLSearchParams): Promise<Reply> {
    const fullSlug = search.get('full_slug') ?? '';
    if (fullSlug === '') throw new HttpError(422, 'Name the folder: ?full_slug=<folder full_slug>');
    requireInRegion(fullSlug, 'full_slug');
    await this.context.management.deleteFolder(fullSlug);
    return { status: 204, body: undefined };
  }
}
