// The stories, held in memory and indexed by id, uuid and full_slug, backed by one JSON file per
// story under the content folder. Writes reach the disk (atomically, see files.ts) before the index,
// so a failed write leaves both as they were. Beside them, the marker files of folders made through
// the APIs (folder-marker.ts), so that a folder with no story in it survives a restart.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { COMPONENTS_SLUG, DATASOURCES_FOLDER } from './datasources';
import { listJsonFiles, listMarkedFolders, removeFile, writeAtomically } from './files';
import { FOLDER_MARKER_FILE, type FolderMarker, folderMarkerData, parseFolderMarker } from './folder-marker';
import { parseStoryFile, storyFileData } from './story-file';
import { isFullSlug } from './story-input';
import type { Story } from './types';
import { log } from './log';

export class StoryStore {
  private readonly byIdIndex = new Map<number, Story>();
  private readonly byUuidIndex = new Map<string, Story>();
  private readonly bySlugIndex = new Map<string, Story>();
  /** Folders with a marker file, by full_slug. */
  private readonly markers = new Map<string, FolderMarker>();
  private highestId = 0;

  private constructor(readonly dir: string) {}

  /**
   * Reads every story file (the datasources folder holds no stories); a bad or duplicate file is
   * logged and skipped, never fatal.
   */
  static async load(dir: string): Promise<StoryStore> {
    const store = new StoryStore(path.resolve(dir));
    // Sorted, so that which of two duplicates is "the later one" does not depend on the file system.
    for (const file of (await listJsonFiles(store.dir)).sort()) {
      const relative = path.relative(store.dir, file).split(path.sep).join('/');
      if (relative.startsWith(`${DATASOURCES_FOLDER}/`) || relative === `${COMPONENTS_SLUG}.json`) continue;
      const problem = await store.loadFile(file, relative);
      if (problem) log.error(`skipped ${relative}: ${problem}`);
    }
    for (const file of (await listMarkedFolders(store.dir, FOLDER_MARKER_FILE)).sort()) {
      const relative = path.relative(store.dir, path.dirname(file)).split(path.sep).join('/');
      const problem = await store.loadMarker(file, relative);
      if (problem) log.error(`skipped ${relative}/${FOLDER_MARKER_FILE}: ${problem}`);
    }
    return store;
  }

  private async loadMarker(file: string, folder: string): Promise<string | undefined> {
    if (folder === DATASOURCES_FOLDER || folder.startsWith(`${DATASOURCES_FOLDER}/`)) {
      return `${DATASOURCES_FOLDER} holds the datasources, not folders of stories`;
    }
    if (!isFullSlug(folder))
      return 'the folder\'s path is not a full_slug (lowercase letters, digits, "-", "_")';
    const parsed = parseFolderMarker(await readFile(file, 'utf8'));
    if ('problem' in parsed) return parsed.problem;
    this.markers.set(folder, parsed);
    return undefined;
  }

  private async loadFile(file: string, relative: string): Promise<string | undefined> {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    const parsed = parseStoryFile(text, relative, info.mtime.toISOString());
    if ('problem' in parsed) return parsed.problem;
    const { story, warnings } = parsed;
    if (this.byIdIndex.has(story.id)) return `duplicate id ${story.id}`;
    if (this.byUuidIndex.has(story.uuid)) return `duplicate uuid ${story.uuid}`;
    if (this.bySlugIndex.has(story.full_slug)) return `duplicate full_slug ${story.full_slug}`;
    for (const warning of warnings) log.warn(`${relative}: ${warning}`);
    this.index(story);
    return undefined;
  }

  private index(story: Story): void {
    this.byIdIndex.set(story.id, story);
    this.byUuidIndex.set(story.uuid, story);
    this.bySlugIndex.set(story.full_slug, story);
    this.highestId = Math.max(this.highestId, story.id);
  }

  private unindex(story: Story): void {
    this.byIdIndex.delete(story.id);
    this.byUuidIndex.delete(story.uuid);
    this.bySlugIndex.delete(story.full_slug);
  }

  get size(): number {
    return this.byIdIndex.size;
  }

  /** The stored objects themselves: callers copy before handing anything out. */
  all(): Story[] {
    return [...this.byIdIndex.values()];
  }

  byId(id: number): Story | undefined {
    return this.byIdIndex.get(id);
  }

  byUuid(uuid: string): Story | undefined {
    return this.byUuidIndex.get(uuid);
  }

  bySlug(fullSlug: string): Story | undefined {
    return this.bySlugIndex.get(fullSlug);
  }

  /** Ids are never reused within a run, even after a delete. */
  nextId(): number {
    this.highestId += 1;
    return this.highestId;
  }

  filePath(fullSlug: string): string {
    const file = path.resolve(this.dir, `${fullSlug}.json`);
    if (!file.startsWith(this.dir + path.sep)) {
      throw new Error(`full_slug leads outside the content folder: ${fullSlug}`);
    }
    return file;
  }

  /** Writes a new or changed story; `previous` is the version it replaces (its file goes if it moved). */
  async save(story: Story, previous?: Story): Promise<void> {
    await writeAtomically(this.filePath(story.full_slug), storyFileData(story));
    if (previous) this.unindex(previous);
    this.index(story);
    if (previous && previous.full_slug !== story.full_slug) {
      // The story now lives in its new file; an old file that will not go is a leftover to report,
      // not a reason to call the move failed.
      await removeFile(this.filePath(previous.full_slug), this.dir).catch((error: unknown) => {
        log.error(`could not remove ${previous.full_slug}.json after a move`, error);
      });
    }
  }

  async remove(story: Story): Promise<void> {
    await removeFile(this.filePath(story.full_slug), this.dir);
    this.unindex(story);
  }

  /** The folders that have a marker file (made through an API), by full_slug. */
  folderMarkers(): ReadonlyMap<string, FolderMarker> {
    return this.markers;
  }

  private markerPath(folder: string): string {
    return path.join(path.dirname(this.filePath(folder)), path.basename(folder), FOLDER_MARKER_FILE);
  }

  /** Writes (or rewrites) a folder's marker file. */
  async markFolder(folder: string, marker: FolderMarker): Promise<void> {
    await writeAtomically(this.markerPath(folder), folderMarkerData(marker));
    this.markers.set(folder, { ...marker });
  }

  /** Removes a folder's marker file, and its directory with every parent left empty. */
  async unmarkFolder(folder: string): Promise<void> {
    await removeFile(this.markerPath(folder), this.dir);
    this.markers.delete(folder);
  }
}
