// Alt text and focus areas of media files, which an image file cannot carry itself: one sidecar
// file, `<media root>/.assets.json`, keyed by media key (`uploads/2026/team-1a2b3c4d5e.png`). A dot
// file, so neither the media service (keys cannot start with a dot) nor the story loader reads it.
// Read once, then kept in memory; changes are written one at a time, atomically.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { HttpError } from '../errors';
import { writeAtomically } from '../files';
import { log } from '../log';
import { focalArea } from '../media/params';

export const ASSET_META_FILE = '.assets.json';
export const MAX_ALT_LENGTH = 1000;

export interface AssetMeta {
  alt: string;
  /** Storyblok's focus: `LEFTxTOP:RIGHTxBOTTOM` in pixels of the original, or '' for none. */
  focus: string;
}

const metaSchema = z.record(z.string(), z.object({ alt: z.string(), focus: z.string() }));

export const NO_META: Readonly<AssetMeta> = { alt: '', focus: '' };

/** A 422 unless `focus` is '' or an area inside an image of this size (when the size is known). */
export function checkFocus(focus: string, size: { width: number | null; height: number | null }): void {
  if (focus === '') return;
  const explain = 'focus must be LEFTxTOP:RIGHTxBOTTOM in pixels of the image, as in 395x214:396x215';
  let area;
  try {
    area = focalArea(focus);
  } catch {
    throw new HttpError(422, `${explain}, with LEFT <= RIGHT and TOP <= BOTTOM`);
  }
  if (
    (size.width !== null && area.right > size.width) ||
    (size.height !== null && area.bottom > size.height)
  ) {
    throw new HttpError(422, `${explain}, inside the image (${size.width ?? '?'} x ${size.height ?? '?'})`);
  }
}

export class AssetMetadata {
  private loaded: Promise<Map<string, AssetMeta>> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly file: string;

  constructor(mediaRoot: string) {
    this.file = path.join(mediaRoot, ASSET_META_FILE);
  }

  private entries(): Promise<Map<string, AssetMeta>> {
    if (!this.loaded) {
      const loading = this.load();
      this.loaded = loading;
      // A file that could not be read is read again next time (it may have been fixed).
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = undefined;
      });
    }
    return this.loaded;
  }

  private async load(): Promise<Map<string, AssetMeta>> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
      throw error;
    }
    try {
      return new Map(Object.entries(metaSchema.parse(JSON.parse(text))));
    } catch (error) {
      // Refused rather than overwritten by the next change: it is someone's writing.
      log.error(`ignored media/${ASSET_META_FILE}: ${(error as Error).message}`);
      throw new HttpError(500, `media/${ASSET_META_FILE} cannot be read; fix or remove it`);
    }
  }

  async all(): Promise<ReadonlyMap<string, AssetMeta>> {
    return this.entries();
  }

  async get(key: string): Promise<AssetMeta> {
    return { ...((await this.entries()).get(key) ?? NO_META) };
  }

  /** Sets (or, when both are empty, forgets) a file's alt text and focus. */
  set(key: string, meta: AssetMeta): Promise<void> {
    const result = this.queue.then(async () => {
      const next = new Map(await this.entries());
      if (meta.alt === '' && meta.focus === '') next.delete(key);
      else next.set(key, { alt: meta.alt, focus: meta.focus });
      const sorted = Object.fromEntries([...next].sort(([a], [b]) => (a < b ? -1 : 1)));
      await writeAtomically(this.file, `${JSON.stringify(sorted, null, 2)}\n`);
      this.loaded = Promise.resolve(next);
    });
    this.queue = result.catch(() => undefined);
    return result;
  }
}
