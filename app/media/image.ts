// Images (requirements §3 "Image"): the content names an image by its storage key (imageS3Key) or a public
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
  /** The point a crop keeps in frame, as fractions of the width and height; absent: the centre. */
  focus?: FocusPoint;
}

export interface FocusPoint {
  x: number;
  y: number;
}

export interface MediaOptions {
  width?: number;
  height?: number;
  /** Sent only with both width and height: the media service uses it for crops alone. */
  focus?: FocusPoint;
  format?: 'webp' | 'png' | 'jpeg';
  quality?: number;
  blur?: number;
  brightness?: number;
  rotate?: 0 | 90 | 180 | 270;
}

const QUERY_NAMES: Record<keyof MediaOptions, string> = {
  width: 'w',
  height: 'h',
  focus: 'fp',
  format: 'fm',
  quality: 'q',
  blur: 'blur',
  brightness: 'bri',
  rotate: 'rot',
};

/** A storage key as content may name it: letters, digits and `._/-`, starting with a letter or digit. */
export const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/i;

/** The media service's focus form: fractions with at most four decimals. */
function focusParam({ x, y }: FocusPoint): string {
  const fraction = (value: number) => String(Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000);
  return `${fraction(x)},${fraction(y)}`;
}

export function mediaUrl(key: string, options: MediaOptions = {}): string {
  const crop = options.width !== undefined && options.height !== undefined;
  const query = (Object.keys(QUERY_NAMES) as (keyof MediaOptions)[])
    .filter((name) => options[name] !== undefined && (name !== 'focus' || crop))
    .map((name) => {
      const value = name === 'focus' ? focusParam(options.focus!) : String(options[name]);
      return `${QUERY_NAMES[name]}=${encodeURIComponent(value)}`;
    })
    .join('&');
  return `${MEDIA_PATH}/${key}${query ? `?${query}` : ''}`;
}

/** The size of the largest crop of `aspectRatio` (width / height) the image allows. */
export function cropSize(image: ImageRef, aspectRatio: number): { width: number; height: number } {
  const width = Math.max(1, Math.round(Math.min(image.width, image.height * aspectRatio)));
  return { width, height: Math.max(1, Math.round(width / aspectRatio)) };
}

/** The options of one candidate `width` wide: a crop around the image's focus with `aspectRatio`. */
function candidate(image: ImageRef, width: number, aspectRatio: number | undefined): MediaOptions {
  if (aspectRatio === undefined) return { width };
  const height = Math.max(1, Math.round(width / aspectRatio));
  return { width, height, ...(image.focus ? { focus: image.focus } : {}) };
}

/**
 * Responsive candidates: every breakpoint up to the source width (all of them for vectors). With
 * an `aspectRatio` each candidate is a crop of that shape, kept around the image's focus point.
 */
export function responsiveSrcSet(
  image: ImageRef,
  options: MediaOptions = {},
  aspectRatio?: number,
): string | undefined {
  if (!image.key) return undefined;
  const largest = aspectRatio === undefined ? image.width : cropSize(image, aspectRatio).width;
  const widths = IMAGE_BREAKPOINTS.filter((width) => image.vector || width <= largest);
  const candidates = widths.length > 0 ? widths : [largest];
  return candidates
    .map(
      (width) =>
        `${mediaUrl(image.key!, { format: 'webp', ...options, ...candidate(image, width, aspectRatio) })} ${width}w`,
    )
    .join(', ');
}

/** The `src` for browsers without srcset: at most 991 wide, cropped like the candidates. */
export function fallbackSrc(image: ImageRef, aspectRatio?: number): string {
  if (!image.key) return image.url;
  const largest = aspectRatio === undefined ? image.width : cropSize(image, aspectRatio).width;
  return mediaUrl(image.key, { ...candidate(image, Math.min(largest, 991), aspectRatio), format: 'webp' });
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
