// Images (spec §3 "Image"): the content names an image by its storage key (imageS3Key) or a public
// URL, with its alt text and source size. The media service (content-service/media) resizes and
// re-encodes by query string; width and height are always known so nothing shifts as images load.
/** §9: responsive breakpoints, and the densities of fixed-size ("static") images. */
export const IMAGE_BREAKPOINTS = [414, 767, 991, 3000, 5500] as const;
export const STATIC_DENSITIES = [1, 2, 3] as const;

/** Where the site serves media; server/app.ts forwards it to the media service. */
export const MEDIA_PATH = '/media';

export interface ImageRef {
  /** The storage key; null for an image only known by its public URL (served untransformed). */
  key: string | null;
  url: string;
  alt: string;
  width: number;
  height: number;
  /** Vector sources scale to any width, so every breakpoint is offered. */
  vector: boolean;
}

export interface MediaOptions {
  width?: number;
  height?: number;
  format?: 'webp' | 'png' | 'jpeg';
  quality?: number;
  blur?: number;
  brightness?: number;
  rotate?: 0 | 90 | 180 | 270;
}

const QUERY_NAMES: Record<keyof MediaOptions, string> = {
  width: 'w',
  height: 'h',
  format: 'fm',
  quality: 'q',
  blur: 'blur',
  brightness: 'bri',
  rotate: 'rot',
};

/** A storage key as content may name it: letters, digits and `._/-`, starting with a letter or digit. */
export const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/i;

export function mediaUrl(key: string, options: MediaOptions = {}): string {
  const query = (Object.keys(QUERY_NAMES) as (keyof MediaOptions)[])
    .filter((name) => options[name] !== undefined)
    .map((name) => `${QUERY_NAMES[name]}=${encodeURIComponent(String(options[name]))}`)
    .join('&');
  return `${MEDIA_PATH}/${key}${query ? `?${query}` : ''}`;
}

/** Responsive candidates: every breakpoint up to the source width (all of them for vectors). */
export function responsiveSrcSet(image: ImageRef, options: MediaOptions = {}): string | undefined {
  if (!image.key) return undefined;
  const widths = IMAGE_BREAKPOINTS.filter((width) => image.vector || width <= image.width);
  const candidates = widths.length > 0 ? widths : [image.width];
  return candidates
    .map((width) => `${mediaUrl(image.key!, { format: 'webp', ...options, width })} ${width}w`)
    .join(', ');
}

/** A fixed-size image at 1x, 2x and 3x. */
export function staticSrcSet(image: ImageRef, width: number, options: MediaOptions = {}): string | undefined {
  if (!image.key) return undefined;
  return STATIC_DENSITIES.map(
    (density) =>
      `${mediaUrl(image.key!, { format: 'webp', ...options, width: width * density })} ${density}x`,
  ).join(', ');
}

/** A raster version for link previews and structured data (1200 wide JPEG, as social sites expect). */
export function shareImageUrl(image: ImageRef): string {
  return image.key ? mediaUrl(image.key, { width: 1200, format: 'jpeg', quality: 80 }) : image.url;
}
