// Images for the editor: uploads into the media service's own folder (so they are served at
// /media/... like every other original, with transforms), a listing of every file there, alt text
// and focus areas kept beside them (asset-meta.ts), and the deletion of an upload no story uses.
//
// An upload's name is `uploads/<year>/<name>-<hash>.<ext>`: the hash of the bytes keeps two files
// called "hero.png" apart and makes a repeated upload of the same file the same asset; the
// extension comes from the checked type, never from the name the browser sent.
import { createHash } from 'node:crypto';
import type { Dirent, Stats } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { z } from 'zod';
import { HttpError, notFound } from '../errors';
import { removeFile, writeAtomically } from '../files';
import { type Reply, readBody } from '../http';
import { type MediaKey, parseMediaKey } from '../media/key';
import { MAX_INPUT_PIXELS } from '../media/transform';
import { isRecord, type Story } from '../types';
import { AssetMetadata, checkFocus, MAX_ALT_LENGTH, NO_META } from './asset-meta';
import { requireMagicNumber, requireSafeSvg, SHARP_FORMATS, uploadType } from './image-check';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadType } from './upload-rules';

export const UPLOADS_FOLDER = 'uploads';
const MEDIA_PATH = '/media/';

export interface AssetEntry {
  /** The site path of the original, as an asset field's `filename` holds it. */
  filename: string;
  width: number | null;
  height: number | null;
  /** Bytes. */
  size: number;
  alt: string;
  focus: string;
  updated_at: string;
}

interface Size {
  width: number | null;
  height: number | null;
}

/** What a deletion needs to know of the stories. */
export interface AssetUsage {
  /** Every stored story: the draft and the published content of each are searched. */
  stories: () => readonly Story[];
  /** Runs the check and the deletion in turn with story writes (Management.exclusive). */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
}

/** A story that uses an image, as a refusal to delete it names the story. */
export interface AssetUser {
  id: number;
  name: string;
  full_slug: string;
}

/** How many of the stories using an image a refusal names. */
const USERS_NAMED = 3;

const updateSchema = z.strictObject({
  filename: z.string(),
  alt: z.string().max(MAX_ALT_LENGTH).optional(),
  focus: z.string().max(100).optional(),
});

/** `Team photo (final).PNG` -> `team-photo-final`. */
export function slugifyFilename(filename: string): string {
  const base = path.posix.basename(filename.replace(/\\/g, '/')).replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'image';
}

export class EditorAssets {
  private readonly meta: AssetMetadata;
  /** Dimensions by media key, read again only when the file's size or time changes. */
  private readonly sizes = new Map<string, { stamp: string; size: Size }>();

  constructor(
    private readonly root: string,
    private readonly usage: AssetUsage,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.meta = new AssetMetadata(root);
  }

  async upload(req: IncomingMessage, search: URLSearchParams): Promise<Reply> {
    const type = uploadType(req.headers['content-type']);
    const bytes = await readBody(req, MAX_UPLOAD_BYTES);
    if (bytes.length === 0) throw new HttpError(400, "The body is empty: send the image's bytes");
    // A hostile SVG is named as such, even when it would not pass as an SVG either.
    if (type === 'image/svg+xml') requireSafeSvg(bytes);
    requireMagicNumber(bytes, type);
    const size = await decodedSize(bytes, type);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const name = slugifyFilename(search.get('filename') ?? '');
    const key = `${UPLOADS_FOLDER}/${this.now().getUTCFullYear()}/${name}-${hash}.${UPLOAD_TYPES[type]}`;
    await writeAtomically(this.fileOf(key), bytes);
    const meta = await this.meta.get(key);
    const asset: AssetEntry = {
      filename: `${MEDIA_PATH}${key}`,
      ...size,
      size: bytes.length,
      ...meta,
      updated_at: this.now().toISOString(),
    };
    return { status: 201, body: { asset } };
  }

  /** Every original the media service can serve, uploads and seed media alike. */
  async list(search: string): Promise<Reply> {
    const needle = search.trim().toLowerCase();
    const meta = await this.meta.all();
    const assets: AssetEntry[] = [];
    for (const { media, info } of await this.files()) {
      const own = meta.get(media.key) ?? NO_META;
      const matches =
        !needle || media.key.toLowerCase().includes(needle) || own.alt.toLowerCase().includes(needle);
      if (matches) assets.push(await this.entry(media, info, own));
    }
    return { status: 200, body: { assets } };
  }

  /** Sets alt text and focus of any media file (the fields not given keep their value). */
  async update(body: unknown): Promise<Reply> {
    const parsed = updateSchema.safeParse(body);
    if (!parsed.success) {
      throw new HttpError(422, 'The body must be {"filename": "/media/...", "alt"?: "...", "focus"?: "..."}');
    }
    const { filename, alt, focus } = parsed.data;
    const media = parseMediaKey(
      filename.startsWith(MEDIA_PATH) ? filename.slice(MEDIA_PATH.length) : filename,
    );
    const info = await this.stat(media);
    const current = await this.meta.get(media.key);
    const next = { alt: alt?.trim() ?? current.alt, focus: focus?.trim() ?? current.focus };
    checkFocus(next.focus, await this.sizeOf(media, info));
    await this.meta.set(media.key, next);
    return { status: 200, body: { asset: await this.entry(media, info, next) } };
  }

  /**
   * Deletes an upload (`?filename=/media/uploads/...`) that no story's draft or published content
   * uses: 204. Seed media is part of the site's content and is never deleted here (422); an image
   * in use is a 409 naming up to three of the stories. The check and the deletion run in turn
   * with the story writes, so no save can start using the image in between.
   */
  async remove(search: URLSearchParams): Promise<Reply> {
    const filename = search.get('filename') ?? '';
    if (filename === '') throw new HttpError(422, 'Name the image: ?filename=/media/uploads/...');
    const media = parseMediaKey(
      filename.startsWith(MEDIA_PATH) ? filename.slice(MEDIA_PATH.length) : filename,
    );
    if (!media.key.startsWith(`${UPLOADS_FOLDER}/`)) {
      throw new HttpError(
        422,
        `Only uploads (${MEDIA_PATH}${UPLOADS_FOLDER}/...) can be deleted; ${media.key} is part of the site's own media`,
      );
    }
    return this.usage.exclusive(async () => {
      await this.stat(media);
      const users = this.usage.stories().filter((story) => storyUses(story, media.key));
      if (users.length > 0) {
        const named: AssetUser[] = users
          .slice(0, USERS_NAMED)
          .map((story) => ({ id: story.id, name: story.name, full_slug: story.full_slug }));
        const list = named.map((story) => `${story.name} (${story.full_slug})`).join(', ');
        const more = users.length > USERS_NAMED ? ` and ${users.length - USERS_NAMED} more` : '';
        throw new HttpError(
          409,
          `This image is still used by ${users.length === 1 ? 'the story' : `${users.length} stories:`} ${list}${more}. Remove it from ${users.length === 1 ? 'that story' : 'them'} (draft and published) first.`,
          {},
          { stories: named, count: users.length },
        );
      }
      await removeFile(this.fileOf(media.key), this.root);
      this.sizes.delete(media.key);
      await this.meta.set(media.key, NO_META);
      return { status: 204, body: undefined };
    });
  }

  private fileOf(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  private async stat(media: MediaKey): Promise<Stats> {
    try {
      const info = await lstat(this.fileOf(media.key));
      if (info.isFile()) return info;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    throw notFound(`Media not found: ${media.key}`);
  }

  private async entry(
    media: MediaKey,
    info: Stats,
    meta: { alt: string; focus: string },
  ): Promise<AssetEntry> {
    return {
      filename: `${MEDIA_PATH}${media.key}`,
      ...(await this.sizeOf(media, info)),
      size: info.size,
      alt: meta.alt,
      focus: meta.focus,
      updated_at: info.mtime.toISOString(),
    };
  }

  private async sizeOf(media: MediaKey, info: Stats): Promise<Size> {
    const stamp = `${info.size}:${info.mtimeMs}`;
    const known = this.sizes.get(media.key);
    if (known?.stamp === stamp) return known.size;
    let size: Size = { width: null, height: null };
    try {
      const { width, height } = await sharp(this.fileOf(media.key), {
        limitInputPixels: MAX_INPUT_PIXELS,
      }).metadata();
      size = { width: width ?? null, height: height ?? null };
    } catch {
      // Listed all the same: the media service answers for it what it can.
    }
    this.sizes.set(media.key, { stamp, size });
    return size;
  }

  /** Regular files with a servable key, by key; dot files and folders (and symlinks) are skipped. */
  private async files(folder = this.root): Promise<{ media: MediaKey; info: Stats }[]> {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (folder === this.root && (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const found: { media: MediaKey; info: Stats }[] = [];
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) found.push(...(await this.files(full)));
      else if (entry.isFile()) {
        const media = servableKey(path.relative(this.root, full).split(path.sep).join('/'));
        if (media) found.push({ media, info: await lstat(full) });
      }
    }
    return found;
  }
}

/** Characters that can follow a media key in a value that names it (end, a transform, a query). */
const KEY_END = /^(?:$|[/?#"'\s)])/;

/**
 * Whether a story's draft or published content names the media key anywhere: as an asset field's
 * `filename` (`/media/<key>`, also as a full URL or with a transform), as the seed's `imageS3Key`
 * (the key itself), or inside any other text (rich text, links).
 */
function storyUses(story: Story, key: string): boolean {
  const path = `${MEDIA_PATH}${key}`;
  const names = (text: string): boolean => {
    if (text === key) return true;
    for (let at = text.indexOf(path); at !== -1; at = text.indexOf(path, at + 1)) {
      if (KEY_END.test(text.slice(at + path.length))) return true;
    }
    return false;
  };
  const visit = (value: unknown): boolean => {
    if (typeof value === 'string') return names(value);
    if (Array.isArray(value)) return value.some(visit);
    if (isRecord(value)) return Object.values(value).some(visit);
    return false;
  };
  return (
    visit(story.content) || (story.unpublished_content !== undefined && visit(story.unpublished_content))
  );
}

function servableKey(key: string): MediaKey | undefined {
  try {
    return parseMediaKey(key);
  } catch {
    return undefined;
  }
}

/** The image's size as sharp decodes its header; its format must be the one the magic number said. */
async function decodedSize(bytes: Buffer, type: UploadType): Promise<Size> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new HttpError(415, `The body cannot be read as an image of its Content-Type (${type})`);
  }
  if (metadata.format !== SHARP_FORMATS[type]) {
    throw new HttpError(415, `The body is not an image of the type its Content-Type says (${type})`);
  }
  return { width: metadata.width ?? null, height: metadata.height ?? null };
}
