// The transform of `GET /media/{key}/m/{width}x{height}/filters:…`, read from the path into a typed
// value. The path follows Storyblok's Image Service (https://www.storyblok.com/docs/api/image-service),
// so the site builds one kind of URL whether an asset lives here or on Storyblok's asset CDN:
//
//   /media/photos/team.jpg                                   the original
//   /media/photos/team.jpg/m/                                the original too (no Accept negotiation here)
//   /media/photos/team.jpg/m/414x0                           414 wide, height kept in proportion
//   /media/photos/team.jpg/m/840x600/filters:focal(10x20:30x40):format(webp):quality(80)
//
// Hand-written rather than zod: every rejection has to name the part and its allowed values, and a
// repeated filter is an error too. Anything not understood is a 400, because a silently ignored part
// would cache a wrong image under a URL that looks right. Query strings are refused for the same reason.
import { HttpError } from '../errors';
import { type MediaKey, parseMediaKey, SOURCE_TYPES } from './key';

export const OUTPUT_FORMATS = ['webp', 'png', 'jpeg'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** Largest width or height a transform may ask for, in pixels. */
export const MAX_DIMENSION = 6000;

/** A requested transform with its defaults removed: an empty object means "the original". */
export interface MediaTransform {
  width?: number;
  height?: number;
  format?: OutputFormat;
  quality?: number;
  /** 1..100; 0 (no blur) is dropped when parsing. */
  blur?: number;
  /** -100 (black) .. 100 (twice as bright); 0 (unchanged) is dropped when parsing. */
  brightness?: number;
  /** 90, 180 or 270 clockwise; 0 is dropped when parsing. */
  rotate?: Exclude<Rotation, 0>;
  /**
   * The area a crop keeps in frame, in pixels of the original as shown (before `rotate`), as
   * Storyblok's `focal(LEFTxTOP:RIGHTxBOTTOM)`. Only a crop uses it, so parsing drops it unless both
   * width and height are given.
   */
  focal?: FocalArea;
}

export interface FocalArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The filters this service applies, in the order the normalised form lists them. */
export const FILTERS = ['focal', 'format', 'quality', 'blur', 'brightness', 'rotate'] as const;
type Filter = (typeof FILTERS)[number];

function isFilter(name: string): name is Filter {
  return (FILTERS as readonly string[]).includes(name);
}

function invalid(part: string, raw: string, allowed: string): HttpError {
  // JSON.stringify quotes the value and escapes anything odd a visitor typed into it.
  return new HttpError(400, `Invalid ${part} ${JSON.stringify(raw)}: allowed is ${allowed}`);
}

function integer(part: string, raw: string, min: number, max: number, allowed: string): number {
  const value = /^-?\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max)) throw invalid(part, raw, allowed);
  return value;
}

const SIZE_ALLOWED = `WIDTHxHEIGHT, each an integer from 0 (follows the other side) to ${MAX_DIMENSION}, as in 414x0`;
const FOCAL_ALLOWED = 'LEFTxTOP:RIGHTxBOTTOM in pixels of the original, as in focal(395x214:396x215)';

function size(raw: string): Pick<MediaTransform, 'width' | 'height'> {
  const match = /^(\d{1,6})x(\d{1,6})$/.exec(raw);
  const [width, height] = match ? [Number(match[1]), Number(match[2])] : [Number.NaN, Number.NaN];
  if (!(width <= MAX_DIMENSION && height <= MAX_DIMENSION)) throw invalid('size', raw, SIZE_ALLOWED);
  return { ...(width > 0 ? { width } : {}), ...(height > 0 ? { height } : {}) };
}

export function focalArea(raw: string): FocalArea {
  const match = /^(\d{1,5})x(\d{1,5}):(\d{1,5})x(\d{1,5})$/.exec(raw);
  const [left, top, right, bottom] = (match?.slice(1) ?? []).map(Number);
  if (left === undefined || top === undefined || right === undefined || bottom === undefined) {
    throw invalid('filter focal', raw, FOCAL_ALLOWED);
  }
  if (left > right || top > bottom) {
    throw invalid('filter focal', raw, `${FOCAL_ALLOWED}, with LEFT <= RIGHT and TOP <= BOTTOM`);
  }
  return { left, top, right, bottom };
}

function oneOf<T extends string | number>(part: string, raw: string, allowed: readonly T[]): T {
  const found = allowed.find((option) => String(option) === raw);
  if (found === undefined) throw invalid(part, raw, `one of ${allowed.join(', ')}`);
  return found;
}

/** `filters:a(x):b(y)`: each name with its value in brackets, joined by colons. */
function readFilters(segment: string, transform: MediaTransform): void {
  let rest = segment.slice('filters:'.length);
  const seen = new Set<string>();
  while (true) {
    const match = /^([a-z_]+)\(([^()]*)\)/.exec(rest);
    if (!match) {
      throw new HttpError(
        400,
        `Invalid filters ${JSON.stringify(segment)}: write filters:NAME(VALUE), several joined by ':'`,
      );
    }
    const [whole, name = '', value = ''] = match;
    if (!isFilter(name)) {
      throw new HttpError(
        400,
        `Unknown filter ${JSON.stringify(name)}: this media service applies ${FILTERS.join(', ')}`,
      );
    }
    if (seen.has(name)) throw new HttpError(400, `Repeated filter ${name}: give it once`);
    seen.add(name);
    applyFilter(name, value, transform);
    rest = rest.slice(whole.length);
    if (rest === '') return;
    if (!rest.startsWith(':')) {
      throw new HttpError(400, `Invalid filters ${JSON.stringify(segment)}: join filters with ':'`);
    }
    rest = rest.slice(1);
  }
}

function applyFilter(name: Filter, raw: string, transform: MediaTransform): void {
  const part = `filter ${name}`;
  switch (name) {
    case 'focal':
      transform.focal = focalArea(raw);
      break;
    case 'format':
      transform.format = oneOf(part, raw, OUTPUT_FORMATS);
      break;
    case 'quality':
      transform.quality = integer(part, raw, 0, 100, 'an integer from 0 to 100');
      break;
    case 'blur': {
      const blur = integer(part, raw, 0, 100, 'an integer from 0 (none) to 100');
      if (blur !== 0) transform.blur = blur;
      break;
    }
    case 'brightness': {
      const brightness = integer(part, raw, -100, 100, 'an integer from -100 to 100 (0 = unchanged)');
      if (brightness !== 0) transform.brightness = brightness;
      break;
    }
    case 'rotate': {
      const rotate = oneOf(part, raw, ROTATIONS);
      if (rotate !== 0) transform.rotate = rotate;
      break;
    }
  }
}

/** Parts of Storyblok's Image Service this service does not do: refused by name, never ignored. */
function unsupported(segment: string): HttpError | undefined {
  if (segment === 'fit-in') return new HttpError(400, 'fit-in is not supported by this media service');
  if (segment === 'smart')
    return new HttpError(400, 'smart (face detection) is not supported by this media service');
  if (/^-?\d+x-?\d+$/.test(segment) && segment.includes('-')) {
    return new HttpError(400, `Flipping (${JSON.stringify(segment)}) is not supported by this media service`);
  }
  if (/^\d+x\d+:\d+x\d+$/.test(segment)) {
    return new HttpError(
      400,
      `Cropping by coordinates (${JSON.stringify(segment)}) is not supported by this media service`,
    );
  }
  return undefined;
}

/** Reads what follows `/m/`: an optional `WIDTHxHEIGHT`, then an optional `filters:…`, in that order. */
export function parseTransform(operations: string): MediaTransform {
  const transform: MediaTransform = {};
  if (operations === '') return transform;
  const segments = operations.split('/');
  let at = 0;
  const first = segments[0] ?? '';
  if (/^\d/.test(first)) {
    const problem = unsupported(first);
    if (problem) throw problem;
    Object.assign(transform, size(first));
    at = 1;
  }
  if (at < segments.length && segments[at]?.startsWith('filters:')) {
    readFilters(segments[at] ?? '', transform);
    at += 1;
  }
  if (at < segments.length) {
    const segment = segments[at] ?? '';
    throw (
      unsupported(segment) ??
      new HttpError(
        400,
        `Unknown part ${JSON.stringify(segment)} after /m/: allowed are WIDTHxHEIGHT, then filters:NAME(VALUE):…`,
      )
    );
  }
  // Without a crop the whole image is shown, so a focal area changes nothing.
  if (transform.width === undefined || transform.height === undefined) delete transform.focal;
  return transform;
}

/** `{key}` or `{key}/m` or `{key}/m/{operations}`, the key ending in an image type's extension. */
const MEDIA_PATH = new RegExp(`^(.+?\\.(?:${Object.keys(SOURCE_TYPES).join('|')}))(?:/m(?:/(.*))?)?$`, 'is');

export interface MediaRequest {
  media: MediaKey;
  transform: MediaTransform;
}

/** Reads the path after `/media/`; throws a 400 HttpError naming the first part it does not understand. */
export function parseMediaRequest(rawPath: string, search: URLSearchParams): MediaRequest {
  const names = [...new Set(search.keys())];
  if (names.length > 0) {
    throw new HttpError(
      400,
      `Query parameters are not read (${names.map((name) => JSON.stringify(name)).join(', ')}): ` +
        'give a transform in the path, as in /media/{key}/m/414x0/filters:format(webp)',
    );
  }
  const match = MEDIA_PATH.exec(rawPath);
  const media = parseMediaKey(match?.[1] ?? rawPath);
  return { media, transform: parseTransform(match?.[2] ?? '') };
}

/**
 * The transform in one canonical form (fixed order, defaults dropped, numbers without leading
 * zeros), so that `filters:quality(80):format(webp)`, `filters:format(webp):quality(080):rotate(0)`
 * and friends share one cache entry and one ETag. Empty for the original.
 */
export function normaliseTransform(transform: MediaTransform): string {
  const { width, height, focal } = transform;
  const values: Record<Filter, string | number | undefined> = {
    focal: focal && `${focal.left}x${focal.top}:${focal.right}x${focal.bottom}`,
    format: transform.format,
    quality: transform.quality,
    blur: transform.blur,
    brightness: transform.brightness,
    rotate: transform.rotate,
  };
  const filters = FILTERS.filter((name) => values[name] !== undefined).map(
    (name) => `${name}(${values[name]})`,
  );
  const parts = [
    ...(width !== undefined || height !== undefined ? [`${width ?? 0}x${height ?? 0}`] : []),
    ...(filters.length > 0 ? [`filters:${filters.join(':')}`] : []),
  ];
  return parts.join('/');
}
