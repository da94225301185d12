// The image of a content field (spec §3 "Image"), in either shape the content service sends, as an
// ImageRef (image.ts) the components render.
import { z } from 'zod';
import { MEDIA_PATH, mediaUrl, SAFE_KEY, type ImageRef } from './image';

const dimension = z.coerce.number().int().positive();
const FALLBACK_SIZE = { width: 1600, height: 1000 };

const imageEntitySchema = z
  .object({
    imageS3Key: z.string().regex(SAFE_KEY).nullish().catch(null),
    imagePublicUrl: z.string().nullish().catch(null),
    imageAlt: z.string().nullish().catch(''),
    sourceImageWidth: dimension.nullish().catch(null),
    sourceImageHeight: dimension.nullish().catch(null),
  })
  .refine((image) => image.imageS3Key || safeUrl(image.imagePublicUrl), 'an image needs a key or a URL');

/** A Storyblok-style asset field: the size is read from `/{width}x{height}/` in its URL when present. */
const assetFieldSchema = z.object({ filename: z.string().min(1), alt: z.string().nullish() });

function safeUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^(https:\/\/|\/(?!\/))/i.test(url);
}

function isVector(path: string): boolean {
  return /\.svg(\?|$)/i.test(path);
}

/** The image of a content field, in either shape, or null when there is none (or it is unusable). */
export const imageSchema = z
  .union([imageEntitySchema, assetFieldSchema])
  .transform((raw): ImageRef | null => {
    if ('filename' in raw) {
      const local = raw.filename.match(new RegExp(`^${MEDIA_PATH}/(.+)$`));
      const size = raw.filename.match(/\/(\d+)x(\d+)\//);
      if (!local && !safeUrl(raw.filename)) return null;
      const key = local?.[1] && SAFE_KEY.test(local[1]) ? local[1] : null;
      return {
        key,
        url: key ? mediaUrl(key) : raw.filename,
        alt: raw.alt ?? '',
        width: size ? Number(size[1]) : FALLBACK_SIZE.width,
        height: size ? Number(size[2]) : FALLBACK_SIZE.height,
        vector: isVector(raw.filename),
      };
    }
    const key = raw.imageS3Key ?? null;
    const url = key ? mediaUrl(key) : (raw.imagePublicUrl as string);
    return {
      key,
      url,
      alt: raw.imageAlt ?? '',
      width: raw.sourceImageWidth ?? FALLBACK_SIZE.width,
      height: raw.sourceImageHeight ?? FALLBACK_SIZE.height,
      vector: isVector(key ?? url),
    };
  });
