// The stories, held in memory and indexed by id, uuid and full_slug, backed by one JSON file per
// story under the content folder. Writes reach the disk (atomically, see files.ts) before the index,
// so a failed write leaves both as they were.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { COMPONENTS_SLUG, DATASOURCES_FOLDER } from './datasources';
import { listJsonFiles, removeFile, writeAtomically } from './files';
import { parseStoryFile, storyFileData } from './story-file';
import type { Story } from './types';
import { log } from './log';

export class StoryStore {
  private readonly byIdIndex = new Map<number, Story>();
  private readonly byUuidIndex = new Map<string, Story>();
  private readonly bySlugIndex = new Map<string, Story>();
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
    return store;
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
}
