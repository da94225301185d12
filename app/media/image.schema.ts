// The image of a content field (requirements §3 "Image"), in either shape the content service sends, as an
// ImageRef (image.ts) the components render.
import { z } from 'zod';
import { withHint } from '../blocks/shared/storyblok-hints';
import { isVectorUrl, mediaAssetUrl, SAFE_KEY, type FocusArea, type ImageRef } from './image';

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
 * The focus area, or nothing when there is none, it does not fit the image, or the image's real
 * size is unknown (pixels of a guessed size mean nothing).
 */
function focusArea(area: string | null | undefined, size: { width: number; height: number } | null) {
  const match = area?.trim().match(FOCUS_AREA);
  if (!match || !size) return {};
  const [left, top, right, bottom] = match.slice(1).map(Number) as [number, number, number, number];
  if (left > right || top > bottom || right > size.width || bottom > size.height) return {};
  const focus: FocusArea = { left, top, right, bottom };
  return { focus };
}

function safeUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^(https:\/\/|\/(?!\/))/i.test(url);
}

/**
 * The image of a content field, in either shape, or null when there is none (or it is unusable).
 * Editors pick it in an image asset field (the Storyblok hint).
 */
export const imageSchema = withHint(
  z.union([imageEntitySchema, assetFieldSchema]).transform((raw): ImageRef | null => {
    if ('filename' in raw) {
      // A /media/ path, a Storyblok asset or another https URL; image.ts decides what can be resized.
      if (!safeUrl(raw.filename)) return null;
      const size = raw.filename.match(/\/(\d+)x(\d+)\//);
      const known = size ? { width: Number(size[1]), height: Number(size[2]) } : null;
      return {
        url: raw.filename,
        alt: raw.alt ?? '',
        ...(known ?? FALLBACK_SIZE),
        vector: isVectorUrl(raw.filename),
        ...focusArea(raw.focus, known),
      };
    }
    const key = raw.imageS3Key ?? null;
    const url = key ? mediaAssetUrl(key) : (raw.imagePublicUrl as string);
    const width = raw.sourceImageWidth;
    const height = raw.sourceImageHeight;
    const known = width && height ? { width, height } : null;
    return {
      url,
      alt: raw.imageAlt ?? '',
      width: width ?? FALLBACK_SIZE.width,
      height: height ?? FALLBACK_SIZE.height,
      vector: isVectorUrl(url),
      ...focusArea(raw.focus, known),
    };
  }),
  { type: 'asset', filetypes: ['images'] },
);
