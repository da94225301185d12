// Reading originals from the media folder. Each original's content hash (the base of its ETag and of
// the transform cache key) is remembered per file and recomputed only when the file's identity,
// size or times change, so a revalidation (304) or a cached transform costs an fstat, not a read.
import { createHash } from 'node:crypto';
import { type FileHandle, open, realpath } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../errors';
import { type MediaKey, mediaNotFound } from './key';

/** Originals are read whole into memory; anything bigger is refused rather than risked. */
export const MAX_ORIGINAL_BYTES = 32 * 1024 * 1024;

export interface Original {
  /** sha256 of the file's bytes, hex. */
  hash: string;
  size: number;
  /** The bytes, read through the same open file the hash belongs to. */
  read(): Promise<Buffer>;
  close(): Promise<void>;
}

interface Fingerprint {
  stamp: string;
  hash: string;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'ELOOP';
}

export class Originals {
  private readonly fingerprints = new Map<string, Fingerprint>();
  private realRoot: string | undefined;

  constructor(readonly root: string) {}

  /** Opens an original; the caller must `close()` it. Unknown keys are a 404. */
  async open(media: MediaKey): Promise<Original> {
    const file = await this.resolve(media);
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) throw mediaNotFound(media.key);
      throw error;
    }
    try {
      return await this.fingerprint(file, handle, media);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /**
   * The key's shape already rules out `..`; resolving symlinks as well keeps a link inside the
   * media folder from exposing a file outside it.
   */
  private async resolve(media: MediaKey): Promise<string> {
    try {
      this.realRoot ??= await realpath(this.root);
      const file = await realpath(path.join(this.realRoot, ...media.key.split('/')));
      if (!file.startsWith(this.realRoot + path.sep)) throw mediaNotFound(media.key);
      return file;
    } catch (error) {
      if (isMissing(error)) throw mediaNotFound(media.key);
      throw error;
    }
  }

  private async fingerprint(file: string, handle: FileHandle, media: MediaKey): Promise<Original> {
    const info = await handle.stat();
    if (!info.isFile()) throw mediaNotFound(media.key);
    if (info.size > MAX_ORIGINAL_BYTES) {
      throw new HttpError(422, `Media ${media.key} is larger than ${MAX_ORIGINAL_BYTES} bytes`);
    }
    const stamp = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`;
    let bytes: Buffer | undefined;
    let known = this.fingerprints.get(file);
    if (known?.stamp !== stamp) {
      bytes = await handle.readFile();
      known = { stamp, hash: createHash('sha256').update(bytes).digest('hex') };
      this.fingerprints.set(file, known);
    }
    return {
      hash: known.hash,
      size: info.size,
      read: async () => (bytes ??= await handle.readFile()),
      close: () => handle.close(),
    };
  }
}
