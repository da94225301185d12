// The versions of each story: every save, publish, unpublish and restore made through the editor
// (and the content a story was created with), the newest MAX_VERSIONS of them, in
// `<CONTENT_DIR>/.history/<story id>.json`. The folder's leading dot keeps every reader of the
// content folder from taking these files for stories (files.ts listJsonFiles skips dot entries).
// Each story's list is read once and then kept in memory; the editor records one write at a time,
// so a file is never written by two callers at once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { removeFile, writeAtomically } from '../files';
import { log } from '../log';
import type { Block } from '../types';

export const HISTORY_FOLDER = '.history';
export const MAX_VERSIONS = 50;

export type VersionAction = 'create' | 'save' | 'publish' | 'unpublish' | 'restore';

export interface Version {
  version: number;
  /** The story's updated_at after the write. */
  at: string;
  by: string;
  action: VersionAction;
  name: string;
  content: Block;
}

const historyFileSchema = z.object({
  story_id: z.number(),
  versions: z.array(
    z.object({
      version: z.number().int().positive(),
      at: z.string(),
      by: z.string(),
      action: z.enum(['create', 'save', 'publish', 'unpublish', 'restore']),
      name: z.string(),
      content: z.looseObject({ component: z.string() }),
    }),
  ),
});

export class VersionHistory {
  /** Oldest first. A promise, so that two first reads of one story share one load. */
  private readonly loaded = new Map<number, Promise<Version[]>>();

  constructor(private readonly dir: string) {}

  private file(storyId: number): string {
    return path.join(this.dir, `${storyId}.json`);
  }

  private versionsOf(storyId: number): Promise<Version[]> {
    let versions = this.loaded.get(storyId);
    if (!versions) {
      versions = this.load(storyId);
      this.loaded.set(storyId, versions);
      // A read that failed (not a missing file) is tried again next time.
      versions.catch(() => this.loaded.delete(storyId));
    }
    return versions;
  }

  /** A missing file is an empty history; an unreadable one is logged and replaced by the next write. */
  private async load(storyId: number): Promise<Version[]> {
    let text: string;
    try {
      text = await readFile(this.file(storyId), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    try {
      return historyFileSchema.parse(JSON.parse(text)).versions as Version[];
    } catch (error) {
      log.error(`ignored ${HISTORY_FOLDER}/${storyId}.json: ${(error as Error).message}`);
      return [];
    }
  }

  /** Newest first. */
  async list(storyId: number): Promise<Version[]> {
    return structuredClone(await this.versionsOf(storyId)).reverse();
  }

  async latest(storyId: number): Promise<Version | undefined> {
    return structuredClone((await this.versionsOf(storyId)).at(-1));
  }

  async get(storyId: number, version: number): Promise<Version | undefined> {
    return structuredClone((await this.versionsOf(storyId)).find((each) => each.version === version));
  }

  /** Adds a version numbered after the last one, dropping the oldest beyond MAX_VERSIONS. */
  async record(storyId: number, entry: Omit<Version, 'version'>): Promise<Version> {
    const current = await this.versionsOf(storyId);
    const version: Version = { version: (current.at(-1)?.version ?? 0) + 1, ...structuredClone(entry) };
    const next = [...current, version].slice(-MAX_VERSIONS);
    await writeAtomically(this.file(storyId), `${JSON.stringify({ story_id: storyId, versions: next })}\n`);
    this.loaded.set(storyId, Promise.resolve(next));
    return structuredClone(version);
  }

  /** A deleted story's versions go with it: ids can come back after a restart (store.ts nextId). */
  async forget(storyId: number): Promise<void> {
    await removeFile(this.file(storyId), this.dir);
    this.loaded.delete(storyId);
  }
}
