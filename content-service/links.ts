// The links endpoint (`cdn/links`, `cdn/links/{uuid}`): a short form of every story and folder.
//
// Folders: the store holds stories only, one file per full_slug, so the folders are derived from the
// stories' slug prefixes: `gb/blog/payroll` makes the folders `gb` and `gb/blog`. A folder's id and
// uuid are derived from its path (stable across starts; ids steer clear of the stories' ids), its name
// is its last segment, and it is never published (a Storyblok folder has no publication of its own).
// As on the CDN, folders are listed whatever the version and whether or not their stories are
// published. A story whose full_slug is also a folder (the `gb/blog` landing page beside the
// `gb/blog/...` posts) is listed as itself beside that folder. In links, a story's `parent_id` is
// the id of the folder its full_slug lies in (null at the top level).
import { unprocessable } from './errors';
import { derivedId, derivedUuid } from './derived-ids';
import type { FolderMarker } from './folder-marker';
import { pageOf, type Paging, readPaging } from './paging';
import { booleanParam } from './params';
import { isPublished } from './present';
import type { Story } from './types';

/** The CDN's maximum for links (25 by default), as for spaces created since May 2023. */
export const MAX_LINKS_PER_PAGE = 1000;
const MAX_ID = 2_147_483_647;

export interface LinkEntry {
  id: number;
  uuid: string;
  slug: string;
  path: string | null;
  parent_id: number | null;
  name: string;
  is_folder: boolean;
  published: boolean;
  is_startpage: boolean;
  position: number;
  real_path: string;
  published_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

export interface Folder {
  id: number;
  uuid: string;
  path: string;
  /** The marker's name for a folder made through an API, else the path's last segment. */
  name: string;
  created_at: string;
  updated_at: string;
}

export interface LinksQuery {
  startsWith: string | undefined;
  /** A folder id; 0 for the top level. */
  withParent: number | undefined;
  includeDates: boolean;
  paging: Paging;
}

export function parseLinksQuery(values: ReadonlyMap<string, string>): LinksQuery {
  const withParent = values.get('with_parent');
  if (withParent !== undefined && !/^\d+$/.test(withParent)) {
    throw unprocessable(`Invalid with_parent: "${withParent}" is not a folder id (0 for the top level)`);
  }
  // Spaces created before May 2023 page links only with paginated=1; this one always pages, as
  // newer spaces do, and takes the parameter from clients that still send it.
  booleanParam(values, 'paginated');
  return {
    startsWith: values.get('starts_with') || undefined,
    withParent: withParent === undefined ? undefined : Number(withParent),
    includeDates: parseIncludeDates(values),
    paging: readPaging(values, MAX_LINKS_PER_PAGE),
  };
}

export function parseIncludeDates(values: ReadonlyMap<string, string>): boolean {
  return booleanParam(values, 'include_dates') ?? false;
}

function parentPath(path: string): string | undefined {
  const at = path.lastIndexOf('/');
  return at === -1 ? undefined : path.slice(0, at);
}

function earlier(a: string, b: string): string {
  return Date.parse(b) < Date.parse(a) ? b : a;
}

function later(a: string, b: string): string {
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/**
 * Every folder the stories' full_slugs pass through, by path. Derived from all stored stories,
 * whatever their version, so a folder keeps its id and stays listed when a story is unpublished.
 */
export function deriveFolders(
  stories: readonly Story[],
  /** Folders made through an API, which may hold no story (their marker files, folder-marker.ts). */
  marked: ReadonlyMap<string, FolderMarker> = new Map(),
): Map<string, Folder> {
  const spans = new Map<string, { created_at: string; updated_at: string }>();
  const passThrough = (first: string | undefined, at: { created_at: string; updated_at: string }) => {
    for (let path = first; path !== undefined; path = parentPath(path)) {
      const span = spans.get(path);
      spans.set(path, {
        created_at: span ? earlier(span.created_at, at.created_at) : at.created_at,
        updated_at: span ? later(span.updated_at, at.updated_at) : at.updated_at,
      });
    }
  };
  for (const story of stories) passThrough(parentPath(story.full_slug), story);
  for (const [path, { created_at: at }] of marked) passThrough(path, { created_at: at, updated_at: at });
  const taken = new Set(stories.map((story) => story.id));
  const folders = new Map<string, Folder>();
  for (const path of [...spans.keys()].sort()) {
    // A derived id that happens to be taken moves on to the next free one.
    let id = derivedId(`folder:${path}`);
    while (taken.has(id)) id = (id % MAX_ID) + 1;
    taken.add(id);
    const span = spans.get(path) ?? { created_at: '', updated_at: '' };
    const name = marked.get(path)?.name ?? path.slice(path.lastIndexOf('/') + 1);
    folders.set(path, { id, uuid: derivedUuid(`folder:${path}`), path, name, ...span });
  }
  return folders;
}

function parentId(folders: ReadonlyMap<string, Folder>, path: string): number | null {
  const parent = parentPath(path);
  return parent === undefined ? null : (folders.get(parent)?.id ?? null);
}

function folderLink(folder: Folder, folders: ReadonlyMap<string, Folder>, includeDates: boolean): LinkEntry {
  return {
    id: folder.id,
    uuid: folder.uuid,
    slug: folder.path,
    path: null,
    parent_id: parentId(folders, folder.path),
    name: folder.name,
    is_folder: true,
    published: false,
    is_startpage: false,
    position: 0,
    real_path: `/${folder.path}`,
    ...(includeDates
      ? { published_at: null, created_at: folder.created_at, updated_at: folder.updated_at }
      : {}),
  };
}

/** `story` is a version view: the caller has already decided that the reader may see it. */
function storyLink(story: Story, folders: ReadonlyMap<string, Folder>, includeDates: boolean): LinkEntry {
  // The real path set in the story's entry configuration, when there is one.
  const path = typeof story.path === 'string' && story.path.trim() !== '' ? story.path : null;
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    path,
    parent_id: parentId(folders, story.full_slug),
    name: story.name,
    is_folder: false,
    published: isPublished(story),
    is_startpage: Boolean(story.is_startpage),
    position: typeof story.position === 'number' ? story.position : 0,
    real_path: `/${(path ?? story.full_slug).replace(/^\/+/, '')}`,
    ...(includeDates
      ? { published_at: story.published_at, created_at: story.created_at, updated_at: story.updated_at }
      : {}),
  };
}

/** By slug; a folder before the story of the same slug. */
function compareLinks(a: LinkEntry, b: LinkEntry): number {
  if (a.slug !== b.slug) return a.slug < b.slug ? -1 : 1;
  return Number(b.is_folder) - Number(a.is_folder);
}

/**
 * Every link a reader sees: `visible` are the version views of the stories the reader may see,
 * `stored` every stored story (the folders come from them).
 */
export function allLinks(
  stored: readonly Story[],
  visible: readonly Story[],
  includeDates: boolean,
): LinkEntry[] {
  const folders = deriveFolders(stored);
  return [
    ...[...folders.values()].map((folder) => folderLink(folder, folders, includeDates)),
    ...visible.map((story) => storyLink(story, folders, includeDates)),
  ].sort(compareLinks);
}

/** One page of the filtered links, and how many there are in all. */
export function selectLinks(
  links: readonly LinkEntry[],
  query: LinksQuery,
): { links: LinkEntry[]; total: number } {
  const parent = query.withParent === 0 ? null : query.withParent;
  const matching = links.filter(
    (link) =>
      (query.startsWith === undefined || link.slug.startsWith(query.startsWith)) &&
      (query.withParent === undefined || link.parent_id === parent),
  );
  return { links: pageOf(matching, query.paging), total: matching.length };
}

/** The CDN's shape: an object keyed by uuid, in the listing's order. */
export function keyedByUuid(links: readonly LinkEntry[]): Record<string, LinkEntry> {
  return Object.fromEntries(links.map((link) => [link.uuid, link]));
}
