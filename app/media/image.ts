// Images (requirements §3 "Image"): the content names an image by its storage key (imageS3Key), a
// public URL or a Storyblok asset (filename), with its alt text and source size. Resized and
// re-encoded copies are asked for in Storyblok's Image Service scheme,
// `{asset}/m/{width}x{height}/filters:format(webp):quality(80):focal(…)`: Storyblok's own service
// answers it for assets on its CDN, the embedded media service (content-service/media) for
// `/media/{key}`, so one code path serves both. Width and height are always known so nothing shifts
// as images load.
/** §9: responsive breakpoints, and the densities of fixed-size ("static") images. */
export const IMAGE_BREAKPOINTS = [414, 767, 991, 3000, 5500] as const;
export const STATIC_DENSITIES = [1, 2, 3] as const;

/**
 * The largest side asked of an image service for a raster: Storyblok's resizes up to 4000 (and
 * answers larger requests at that size); the media service allows 6000 (content-service/media/params.ts).
 */
export const MAX_RESIZE_SIDE = 4000;

/** Where the site serves media; server/app.ts forwards it to the media service. */
export const MEDIA_PATH = '/media';

export interface ImageRef {
  /**
   * The asset: `/media/{key}` on the media service, a Storyblok asset URL, or any other https URL
   * (shown as it is: nothing can resize it).
   */
  url: string;
  alt: string;
  width: number;
  height: number;
  /** Vector sources scale to any width, so every breakpoint is offered. */
  vector: boolean;
  /** The area a crop keeps in frame, in source pixels (Storyblok's `focus`); absent: the centre. */
  focus?: FocusArea;
}

/** Storyblok's focus area, "LEFTxTOP:RIGHTxBOTTOM" in pixels of the source. */
export interface FocusArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface MediaOptions {
  width?: number;
  height?: number;
  /** Sent only with both width and height: the image service uses it for crops alone. */
  focus?: FocusArea;
  format?: 'webp' | 'png' | 'jpeg';
  quality?: number;
  blur?: number;
  /** Percent of the original's brightness, 0..100 (requirements §5): 100 is unchanged. */
  brightness?: number;
  rotate?: 0 | 90 | 180 | 270;
}

/** A storage key as content may name it: letters, digits and `._/-`, starting with a letter or digit. */
export const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/i;

/** The file types an image service reads; a URL ending otherwise is already a derivative, or no image. */
const IMAGE_FILE = /\.(?:svg|png|jpe?g|webp|gif|avif)$/i;

/**
 * Storyblok's asset CDN in every region (https://www.storyblok.com/docs/concepts/assets):
 * a(2).storyblok.com (EU), a(2)-us, a(2)-ap, a-ca, and a.storyblokchina.cn; assets live under /f/.
 */
const STORYBLOK_ASSET =
  /^https:\/\/(?:a2?(?:-(?:us|ap|ca))?\.storyblok\.com|a\.storyblokchina\.cn)\/f\/[^?#]+$/i;

export function isVectorUrl(url: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(url);
}

/** The URL of the media service's original of `key`. */
export function mediaAssetUrl(key: string): string {
  return `${MEDIA_PATH}/${key}`;
}

/**
 * Whether an image service resizes this asset: the media service any image under /media/, Storyblok
 * any raster on its CDN (it serves SVGs only as they are).
 */
export function isResizable(url: string): boolean {
  if (!IMAGE_FILE.test(url)) return false;
  if (url.startsWith(`${MEDIA_PATH}/`)) return SAFE_KEY.test(url.slice(MEDIA_PATH.length + 1));
  return STORYBLOK_ASSET.test(url) && !isVectorUrl(url);
}

/** The centre of the image's focus area as fractions of its size; the middle without one. */
export function focusCentre(image: ImageRef): { x: number; y: number } {
  const { focus } = image;
  if (!focus) return { x: 0.5, y: 0.5 };
  return {
    x: (focus.left + focus.right) / 2 / image.width,
    y: (focus.top + focus.bottom) / 2 / image.height,
  };
}

/**
 * `asset` through the image service: `{asset}/m/{width}x{height}/filters:…` (0 for a side that
 * follows the other). An asset no image service resizes is returned as it is, options or not.
 */
export function imageUrl(asset: string, options: MediaOptions = {}): string {
  if (!isResizable(asset)) return asset;
  const { width, height, focus } = options;
  const crop = width !== undefined && height !== undefined;
  const filters = [
    options.format !== undefined ? `format(${options.format})` : undefined,
    options.quality !== undefined ? `quality(${options.quality})` : undefined,
    crop && focus ? `focal(${focus.left}x${focus.top}:${focus.right}x${focus.bottom})` : undefined,
    options.blur !== undefined ? `blur(${options.blur})` : undefined,
    // Storyblok's brightness is -100..100 around 0 (unchanged); the content gives a percentage.
    options.brightness !== undefined ? `brightness(${options.brightness - 100})` : undefined,
    options.rotate !== undefined ? `rotate(${options.rotate})` : undefined,
  ].filter((filter) => filter !== undefined);
  const parts = [
    ...(width !== undefined || height !== undefined ? [`${width ?? 0}x${height ?? 0}`] : []),
    ...(filters.length > 0 ? [`filters:${filters.join(':')}`] : []),
  ];
  return parts.length > 0 ? `${asset}/m/${parts.join('/')}` : asset;
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
 * Responsive candidates: every breakpoint up to the source width (all of them for vectors), and for
 * rasters no wider than an image service resizes. With
 * an `aspectRatio` each candidate is a crop of that shape, kept around the image's focus point.
 */
export function responsiveSrcSet(
  image: ImageRef,
  options: MediaOptions = {},
  aspectRatio?: number,
): string | undefined {
  if (!isResizable(image.url)) return undefined;
  const largest = aspectRatio === undefined ? image.width : cropSize(image, aspectRatio).width;
  const widths = IMAGE_BREAKPOINTS.filter(
    (width) => image.vector || width <= Math.min(largest, MAX_RESIZE_SIDE),
  );
  const candidates = widths.length > 0 ? widths : [largest];
  return candidates
    .map(
      (width) =>
        `${imageUrl(image.url, { format: 'webp', ...options, ...candidate(image, width, aspectRatio) })} ${width}w`,
    )
    .join(', ');
}

/** The `src` for browsers without srcset: at most 991 wide, cropped like the candidates. */
export function fallbackSrc(image: ImageRef, aspectRatio?: number): string {
  const largest = aspectRatio === undefined ? image.width : cropSize(image, aspectRatio).width;
  return imageUrl(image.url, { ...candidate(image, Math.min(largest, 991), aspectRatio), format: 'webp' });
}

/** A fixed-size image at 1x, 2x and 3x. */
export function staticSrcSet(image: ImageRef, width: number, options: MediaOptions = {}): string | undefined {
  if (!isResizable(image.url)) return undefined;
  return STATIC_DENSITIES.map(
    (density) => `${imageUrl(image.url, { format: 'webp', ...options, width: width * density })} ${density}x`,
  ).join(', ');
}

/** A raster version for link previews and structured data (1200 wide JPEG, as social sites expect). */
export function shareImageUrl(image: ImageRef): string {
  return imageUrl(image.url, { width: 1200, format: 'jpeg', quality: 80 });
}
