// File-system primitives of the store. A story file is replaced by writing a temp file beside it
// (same folder, so same file system), fsyncing it and renaming it over the target: readers and
// crashes see the old file or the new one, never half of one.
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { log } from './log';

export async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const folder = path.dirname(file);
  await mkdir(folder, { recursive: true });
  const temp = path.join(folder, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Deletes `file` (gone already is fine) and then every folder up to `root` it leaves empty. */
export async function removeFile(file: string, root: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // rmdir refuses non-empty folders, which ends the climb.
  for (let folder = path.dirname(file); folder.startsWith(root + path.sep); folder = path.dirname(folder)) {
    try {
      await rmdir(folder);
    } catch {
      break;
    }
  }
}

/** Every `*.json` below `root`, skipping dotfiles (among them the temp files of interrupted writes). */
export async function listJsonFiles(root: string, folder = root): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (folder === root && (error as NodeJS.ErrnoException).code === 'ENOENT') {
      log.error(`content folder ${root} does not exist; starting empty`);
      return [];
    }
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await listJsonFiles(root, full)));
    else if (entry.isFile() && entry.name.endsWith('.json')) files.push(full);
  }
  return files;
}

/**
 * Every folder below `root` holding a file called `marker` (folder-marker.ts), as the path of its
 * marker file. Dot folders (the editor's .history) are skipped like everywhere else.
 */
export async function listMarkedFolders(root: string, marker: string, folder = root): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (folder === root && (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name === marker && entry.isFile() && folder !== root) found.push(path.join(folder, entry.name));
    if (entry.name.startsWith('.') || !entry.isDirectory()) continue;
    found.push(...(await listMarkedFolders(root, marker, path.join(folder, entry.name))));
  }
  return found;
}
