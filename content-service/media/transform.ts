// One sharp pipeline per transform. Raster originals are never enlarged; SVG originals are
// rasterised at a density that makes librsvg draw them at (at least) the requested size, so a
// 560-wide vector asked for at 1680 comes out crisp instead of an upscaled blur.
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { HttpError } from '../errors';
import { extractAroundFocus } from './focus-crop';
import type { SourceExtension } from './key';
import type { MediaTransform, OutputFormat } from './params';

/** Decoding limit for any original (an SVG counts at the size it is rendered at). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** librsvg's default: an SVG's width/height in px at this density is its intrinsic size. */
const SVG_BASE_DENSITY = 72;
const MAX_DENSITY = 100_000;

export const OUTPUT_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export interface Rendered {
  data: Buffer;
  format: OutputFormat;
}

/** Without a format filter, a raster keeps its format when it is one we write; anything else becomes PNG. */
export function outputFormat(source: SourceExtension, transform: MediaTransform): OutputFormat {
  if (transform.format) return transform.format;
  if (source === 'jpg' || source === 'jpeg') return 'jpeg';
  if (source === 'webp') return 'webp';
  return 'png';
}

/** How much to scale the SVG's intrinsic size so the render covers the requested box. */
async function svgDensity(input: Buffer, transform: MediaTransform): Promise<number> {
  const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (width <= 0 || height <= 0) return SVG_BASE_DENSITY;
  // w and h describe the output, which a quarter turn swaps.
  const turned = transform.rotate === 90 || transform.rotate === 270;
  const [across, down] = turned ? [height, width] : [width, height];
  const scales = [
    transform.width === undefined ? undefined : transform.width / across,
    transform.height === undefined ? undefined : transform.height / down,
  ].filter((scale) => scale !== undefined);
  // Cover needs the larger of the two scales; with one dimension there is only one.
  let scale = scales.length === 0 ? 1 : Math.max(...scales);
  // Very lopsided cover boxes could otherwise render far more pixels than the limit allows.
  scale = Math.min(scale, Math.sqrt(MAX_INPUT_PIXELS / (width * height)) * 0.99);
  return Math.min(MAX_DENSITY, Math.max(1, SVG_BASE_DENSITY * scale));
}

function encode(image: Sharp, format: OutputFormat, quality: number | undefined): Sharp {
  // sharp's lossy encoders take 1..100; q=0 means "as small as it gets".
  const lossy = quality === undefined ? undefined : Math.max(1, quality);
  switch (format) {
    case 'webp':
      return image.webp({ quality: lossy });
    case 'jpeg':
      // JPEG has no alpha: transparent areas become white rather than black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: lossy, mozjpeg: true });
    case 'png':
      // PNG is lossless; a quality asks for palette quantisation (smaller, like other CDNs do).
      return quality === undefined ? image.png() : image.png({ palette: true, quality });
  }
}

export async function renderTransform(
  input: Buffer,
  source: SourceExtension,
  transform: MediaTransform,
  key: string,
): Promise<Rendered> {
  const vector = source === 'svg';
  const format = outputFormat(source, transform);
  try {
    const options: SharpOptions = {
      limitInputPixels: MAX_INPUT_PIXELS,
      autoOrient: !vector,
      ...(vector ? { density: await svgDensity(input, transform) } : {}),
    };
    let image = sharp(input, options);
    if (transform.rotate) image = image.rotate(transform.rotate);
    const { width, height, focal } = transform;
    if (focal && width !== undefined && height !== undefined) {
      const rotate = transform.rotate ?? 0;
      image = await extractAroundFocus(image, input, options, rotate, { width, height }, focal);
    }
    if (width !== undefined || height !== undefined) {
      const cover = width !== undefined && height !== undefined;
      image = image.resize({ width, height, fit: cover ? 'cover' : 'inside', withoutEnlargement: !vector });
    }
    // Storyblok's brightness(-100..100): -100 is black, 0 unchanged, 100 twice as bright.
    if (transform.brightness !== undefined)
      image = image.modulate({ brightness: (100 + transform.brightness) / 100 });
    if (transform.blur !== undefined) image = image.blur(0.3 + transform.blur / 4);
    return { data: await encode(image, format, transform.quality).toBuffer(), format };
  } catch (error) {
    if (error instanceof Error && /exceeds pixel limit/i.test(error.message)) {
      throw new HttpError(422, `Media ${key} is too large to transform (limit: ${MAX_INPUT_PIXELS} pixels)`);
    }
    throw error;
  }
}
