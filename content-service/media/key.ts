// Media keys: the path of an original below content/media/, as it appears after `/media/` in a URL.
// The alphabet is deliberately tiny (no percent-escapes, no dot segments, no hidden files), so a
// key can be joined onto the media folder without any decoding that could smuggle in `..`.
import { HttpError } from '../errors';

export const MAX_KEY_LENGTH = 256;

/** One path segment: letters, digits, `.`, `_`, `-`, not starting with a dot. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** The kinds of original the service reads, by file extension. */
export const SOURCE_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;
export type SourceExtension = keyof typeof SOURCE_TYPES;

export interface MediaKey {
  key: string;
  extension: SourceExtension;
  contentType: (typeof SOURCE_TYPES)[SourceExtension];
}

function isSourceExtension(value: string): value is SourceExtension {
  return Object.hasOwn(SOURCE_TYPES, value);
}

/**
 * Checks the key's shape (400 when malformed) and its extension (404 when it is not an image kind
 * served here, such as the folder's README.md: that is "no such media", not a bad request).
 */
export function parseMediaKey(raw: string): MediaKey {
  if (raw === '') throw new HttpError(404, 'Not found: give a media key, as in /media/logos/acme.svg');
  if (raw.length > MAX_KEY_LENGTH || !KEY.test(raw)) {
    throw new HttpError(
      400,
      `Invalid media key: use letters, digits, '.', '_' and '-' in '/'-separated segments ` +
        `(no segment may start with '.'; at most ${MAX_KEY_LENGTH} characters)`,
    );
  }
  const extension = raw.slice(raw.lastIndexOf('.') + 1).toLowerCase();
  if (!raw.includes('.') || !isSourceExtension(extension)) throw mediaNotFound(raw);
  return { key: raw, extension, contentType: SOURCE_TYPES[extension] };
}

export function mediaNotFound(key: string): HttpError {
  return new HttpError(404, `Media not found: ${key}`);
}
