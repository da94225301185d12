// What the editor may upload, shared by the API that checks it (assets.ts, image-check.ts) and the
// editor's library, which says it before a file is sent. No imports: the editor's bundle loads it.

/** The image kinds the media service serves, by MIME type, with the extension they are stored under. */
export const UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
