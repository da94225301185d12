// The image of a content field (requirements §3 "Image"), in either shape the content service sends, as an
// ImageRef (image.ts) the components render.
import { z } from 'zod';
import { withHint } from '../blocks/shared/storyblok-hints';
import { MEDIA_PATH, mediaUrl, SAFE_KEY, type FocusPoint, type ImageRef } from './image';

const dimension = z.coerce.number().int().positive();
const FALLBACK_SIZE = { width: 1600, height: 1000 };

const imageEntitySchema = z
  .object({
    imageS3Key: z.string().regex(SAFE_KEY).nullish().catch(null),
    imagePublicUrl: z.string().nullish().catch(null),
    imageAlt: z.string().nullish().catch(''),
    sourceImageWidth: dimension.nullish().catch(null),
    sourceImageHeight: dimension.nullish().catch(null),
    focus: z.string().nullish().catch(null),
  })
  .refine((image) => image.imageS3Key || safeUrl(image.imagePublicUrl), 'an image needs a key or a URL');

/** A Storyblok-style asset field: the size is read from `/{width}x{height}/` in its URL when present. */
const assetFieldSchema = z.object({
  filename: z.string().min(1),
  alt: z.string().nullish(),
  focus: z.string().nullish().catch(null),
});

/** Storyblok's focus: the chosen area as "LEFTxTOP:RIGHTxBOTTOM" in source pixels. */
const FOCUS_AREA = /^(\d{1,5})x(\d{1,5}):(\d{1,5})x(\d{1,5})$/;

/**
 * The centre of a focus area as fractions of the image, or nothing when there is no area, it does
 * not fit the image, or the image's real size is unknown (pixels of a guessed size mean nothing).
 */
function focusPoint(area: string | null | undefined, size: { width: number; height: number } | null) {
  const match = area?.trim().match(FOCUS_AREA);
  if (!match || !size) return {};
  const [left, top, right, bottom] = match.slice(1).map(Number) as [number, number, number, number];
  if (left > right || top > bottom || right > size.width || bottom > size.height) return {};
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  const focus: FocusPoint = {
    x: round((left + right) / 2 / size.width),
    y: round((top + bottom) / 2 / size.height),
  };
  return { focus };
}

function safeUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^(https:\/\/|\/(?!\/))/i.test(url);
}

function isVector(path: string): boolean {
  return /\.svg(\?|$)/i.test(path);
}

/**
 * The image of a content field, in either shape, or null when there is none (or it is unusable).
 * Editors pick it in an image asset field (the Storyblok hint).
 */
export const imageSchema = withHint(
  z.union([imageEntitySchema, assetFieldSchema]).transform((raw): ImageRef | null => {
    if ('filename' in raw) {
      const local = raw.filename.match(new RegExp(`^${MEDIA_PATH}/(.+)$`));
      const size = raw.filename.match(/\/(\d+)x(\d+)\//);
      if (!local && !safeUrl(raw.filename)) return null;
      const key = local?.[1] && SAFE_KEY.test(local[1]) ? local[1] : null;
      const known = size ? { width: Number(size[1]), height: Number(size[2]) } : null;
      return {
        key,
        url: key ? mediaUrl(key) : raw.filename,
        alt: raw.alt ?? '',
        ...(known ?? FALLBACK_SIZE),
        vector: isVector(raw.filename),
        ...focusPoint(raw.focus, known),
      };
    }
    const key = raw.imageS3Key ?? null;
    const url = key ? mediaUrl(key) : (raw.imagePublicUrl as string);
    const width = raw.sourceImageWidth;
    const height = raw.sourceImageHeight;
    const known = width && height ? { width, height } : null;
    return {
      key,
      url,
      alt: raw.imageAlt ?? '',
      width: width ?? FALLBACK_SIZE.width,
      height: height ?? FALLBACK_SIZE.height,
      vector: isVector(key ?? url),
      ...focusPoint(raw.focus, known),
    };
  }),
  { type: 'asset', filetypes: ['images'] },
);
