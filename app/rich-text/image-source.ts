// The src of a rich-text image: a media key ('blog/rota.png'), a media path ('/media/blog/rota.png',
// options may follow as a query string) or an https URL served as it is. Anything else is refused.
import { describeValue } from '../blocks/shared/content-warnings';
import { MEDIA_PATH } from '../media/image';

export type ImageSource =
  | { kind: 'media'; key: string; query: Record<string, string> }
  | { kind: 'external'; url: string }
  | { kind: 'invalid'; problem: string };

// The media service's key alphabet (content-service/media/key.ts): no dot segments, no escapes.
const MEDIA_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 256;

export function parseImageSource(src: unknown): ImageSource {
  if (typeof src !== 'string' || src.trim() === '') {
    return { kind: 'invalid', problem: 'rich-text image has no src; not shown' };
  }
  const value = src.trim();
  if (/^https:\/\//i.test(value)) {
    try {
      return { kind: 'external', url: new URL(value).href };
    } catch {
      // Falls through to the refusal below.
    }
  }
  const local = value.startsWith(`${MEDIA_PATH}/`) ? value.slice(MEDIA_PATH.length + 1) : value;
  const queryAt = local.indexOf('?');
  const key = queryAt === -1 ? local : local.slice(0, queryAt);
  if (key.length <= MAX_KEY_LENGTH && MEDIA_KEY.test(key)) {
    const query = queryAt === -1 ? {} : Object.fromEntries(new URLSearchParams(local.slice(queryAt + 1)));
    return { kind: 'media', key, query };
  }
  return {
    kind: 'invalid',
    problem: `rich-text image src ${describeValue(src)} is not a media key, a ${MEDIA_PATH}/ path or an https URL; not shown`,
  };
}

/** The size a content-service asset URL carries as a '/{width}x{height}/' segment, if any. */
export function sizeFromPath(url: string): { width: number; height: number } | undefined {
  const match = /\/(\d{1,5})x(\d{1,5})\//.exec(url);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
