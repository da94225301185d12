// The transform parameters of `GET /media/{key}?…`, read from the query string into a typed value.
// Hand-written rather than zod: every rejection has to name the parameter and its allowed values,
// and a repeated parameter (which URLSearchParams silently keeps twice) is an error too.
// Anything not understood is a 400, because a silently ignored parameter would cache a wrong image
// under a URL that looks right.
import { HttpError } from '../errors';

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
  /** Percent of the original brightness; 100 (unchanged) is dropped when parsing. */
  brightness?: number;
  /** 90, 180 or 270 clockwise; 0 is dropped when parsing. */
  rotate?: Exclude<Rotation, 0>;
  /**
   * The point a crop keeps in frame, as fractions (0..1) of the original as shown, before `rot`.
   * It only matters to a crop, so parsing drops it unless both width and height are given.
   */
  focus?: FocusPoint;
}

export interface FocusPoint {
  x: number;
  y: number;
}

interface IntegerRule {
  min: number;
  max: number;
  allowed: string;
}

const INTEGER_RULES = {
  w: { min: 1, max: MAX_DIMENSION, allowed: `an integer from 1 to ${MAX_DIMENSION}` },
  h: { min: 1, max: MAX_DIMENSION, allowed: `an integer from 1 to ${MAX_DIMENSION}` },
  q: { min: 0, max: 100, allowed: 'an integer from 0 to 100' },
  blur: { min: 0, max: 100, allowed: 'an integer from 0 (none) to 100' },
  bri: { min: 0, max: 100, allowed: 'an integer from 0 to 100 (percent of the original; 100 = unchanged)' },
} satisfies Record<string, IntegerRule>;

/** Every parameter, in the order the normalised form lists them. */
export const MEDIA_PARAMS = ['w', 'h', 'fp', 'fm', 'q', 'blur', 'bri', 'rot'] as const;
type MediaParam = (typeof MEDIA_PARAMS)[number];

function isMediaParam(name: string): name is MediaParam {
  return (MEDIA_PARAMS as readonly string[]).includes(name);
}

function invalid(name: string, raw: string, allowed: string): HttpError {
  // JSON.stringify quotes the value and escapes anything odd a visitor typed into it.
  return new HttpError(400, `Invalid ${name}=${JSON.stringify(raw)}: allowed is ${allowed}`);
}

function integer(name: keyof typeof INTEGER_RULES, raw: string): number {
  const rule = INTEGER_RULES[name];
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= rule.min && value <= rule.max)) throw invalid(name, raw, rule.allowed);
  return value;
}

/** A fraction from 0 to 1 with at most four decimals: finer than any pixel of a 6000-wide crop. */
const FRACTION = /^(?:0(?:\.\d{1,4})?|1(?:\.0{1,4})?)$/;
const FOCUS_ALLOWED = 'x,y as fractions from 0 to 1 (at most 4 decimals), as in fp=0.5,0.25';

function focusPoint(raw: string): FocusPoint {
  const parts = raw.split(',');
  if (parts.length !== 2 || !parts.every((part) => FRACTION.test(part))) {
    throw invalid('fp', raw, FOCUS_ALLOWED);
  }
  return { x: Number(parts[0]), y: Number(parts[1]) };
}

function oneOf<T extends string | number>(name: string, raw: string, allowed: readonly T[]): T {
  const found = allowed.find((option) => String(option) === raw);
  if (found === undefined) throw invalid(name, raw, `one of ${allowed.join(', ')}`);
  return found;
}

/** Reads the query string of a media URL; throws a 400 HttpError naming the first bad parameter. */
export function parseTransform(search: URLSearchParams): MediaTransform {
  const seen = new Map<MediaParam, string>();
  for (const [name, raw] of search) {
    if (!isMediaParam(name)) {
      throw new HttpError(
        400,
        `Unknown query parameter ${JSON.stringify(name)}: allowed are ${MEDIA_PARAMS.join(', ')}`,
      );
    }
    if (seen.has(name)) throw new HttpError(400, `Repeated query parameter ${name}: give it once`);
    seen.set(name, raw);
  }

  const transform: MediaTransform = {};
  for (const [name, raw] of seen) {
    switch (name) {
      case 'w':
        transform.width = integer(name, raw);
        break;
      case 'h':
        transform.height = integer(name, raw);
        break;
      case 'fp':
        transform.focus = focusPoint(raw);
        break;
      case 'q':
        transform.quality = integer(name, raw);
        break;
      case 'fm':
        transform.format = oneOf(name, raw, OUTPUT_FORMATS);
        break;
      case 'blur': {
        const blur = integer(name, raw);
        if (blur !== 0) transform.blur = blur;
        break;
      }
      case 'bri': {
        const brightness = integer(name, raw);
        if (brightness !== 100) transform.brightness = brightness;
        break;
      }
      case 'rot': {
        const rotate = oneOf(name, raw, ROTATIONS);
        if (rotate !== 0) transform.rotate = rotate;
        break;
      }
    }
  }
  // Without a crop the whole image is shown, so a focus point changes nothing.
  if (transform.width === undefined || transform.height === undefined) delete transform.focus;
  return transform;
}

/**
 * The transform as one canonical query string (fixed order, defaults dropped, numbers without
 * leading zeros), so that `?h=10&w=20`, `?w=020&h=10&rot=0` and friends share one cache entry and
 * one ETag. Empty for the original.
 */
export function normaliseTransform(transform: MediaTransform): string {
  const values: Record<MediaParam, string | number | undefined> = {
    w: transform.width,
    h: transform.height,
    fp: transform.focus && `${transform.focus.x},${transform.focus.y}`,
    fm: transform.format,
    q: transform.quality,
    blur: transform.blur,
    bri: transform.brightness,
    rot: transform.rotate,
  };
  return MEDIA_PARAMS.filter((name) => values[name] !== undefined)
    .map((name) => `${name}=${values[name]}`)
    .join('&');
}
