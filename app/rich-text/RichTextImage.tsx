// The image node. Width and height are always set so nothing shifts as the image loads: from the
// width/height options, else the node's own size, else the size in its URL, else 1600x1000.
// Media images and Storyblok assets are resized by their image service (srcset, image.ts); other
// https images are shown as they are.
import type { ReactNode } from 'react';
import { describeValue } from '../blocks/shared/content-warnings';
import {
  imageUrl,
  isResizable,
  isVectorUrl,
  MAX_RESIZE_SIDE,
  mediaAssetUrl,
  responsiveSrcSet,
  STATIC_DENSITIES,
  type ImageRef,
  type MediaOptions,
} from '../media/image';
import { validateImageOptions } from './image-options';
import { parseImageSource, sizeFromPath } from './image-source';
import { integerAttr, stringAttr, type Attrs } from './node-shape';
import { report, type RenderContext } from './render-context';

const FALLBACK_SIZE = { width: 1600, height: 1000 };
/** The rich-text column is at most 46rem wide (.container--narrow). */
const IMAGE_SIZES = '(max-width: 46rem) 100vw, 46rem';
/** The src for browsers without srcset, as in media/Picture.tsx. */
const FALLBACK_SRC_WIDTH = 991;

type Size = { width: number; height: number };

function sourceSize(attrs: Attrs, src: string, rotate: MediaOptions['rotate']): Size {
  const width = integerAttr(attrs, 'width');
  const height = integerAttr(attrs, 'height');
  const size =
    width && height && width > 0 && height > 0 ? { width, height } : (sizeFromPath(src) ?? FALLBACK_SIZE);
  // A quarter turn swaps the sides of what is drawn.
  return rotate === 90 || rotate === 270 ? { width: size.height, height: size.width } : size;
}

/** The drawn size: an option given alone keeps the source's aspect ratio. */
function drawnSize(source: Size, options: MediaOptions): Size {
  const { width, height } = options;
  if (width && height) return { width, height };
  if (width) return { width, height: Math.max(1, Math.round((width * source.height) / source.width)) };
  if (height) return { width: Math.max(1, Math.round((height * source.width) / source.height)), height };
  return source;
}

/** A fixed-size image at 1x, 2x and 3x, within what an image service will produce. */
function fixedSources(asset: string, options: MediaOptions): { src: string; srcSet: string } {
  const { width, height, ...transform } = options;
  const candidates = STATIC_DENSITIES.filter(
    (density) => (width ?? 0) * density <= MAX_RESIZE_SIDE && (height ?? 0) * density <= MAX_RESIZE_SIDE,
  ).map((density) => ({
    density,
    url: imageUrl(asset, {
      format: 'webp',
      ...transform,
      ...(width ? { width: width * density } : {}),
      ...(height ? { height: height * density } : {}),
    }),
  }));
  const first = candidates[0]?.url ?? imageUrl(asset, { format: 'webp', ...transform });
  return { src: first, srcSet: candidates.map(({ url, density }) => `${url} ${density}x`).join(', ') };
}

export function renderImage(attrs: Attrs, context: RenderContext): ReactNode {
  const source = parseImageSource(attrs.src);
  if (source.kind === 'invalid') {
    report(context, source.problem);
    return null;
  }
  const alt = stringAttr(attrs, 'alt');
  if (!alt) {
    report(context, `rich-text image ${describeValue(attrs.src)} has no alt text; shown with alt=""`);
  }
  const title = stringAttr(attrs, 'title');
  const given = typeof attrs.options === 'object' && attrs.options !== null ? (attrs.options as Attrs) : {};
  const { options, problems } = validateImageOptions({
    ...(source.kind === 'media' ? source.query : {}),
    ...given,
  });
  problems.forEach((problem) => report(context, problem));
  const asset = source.kind === 'media' ? mediaAssetUrl(source.key) : source.url;
  const size = drawnSize(sourceSize(attrs, asset, options.rotate), options);
  const common = {
    alt: alt ?? '',
    title,
    width: size.width,
    height: size.height,
    loading: 'lazy',
    decoding: 'async',
  } as const;

  if (!isResizable(asset)) {
    const transforms = Object.keys(options).filter((name) => name !== 'width' && name !== 'height');
    if (transforms.length > 0) {
      report(
        context,
        `rich-text image option ${transforms.join(', ')} applies only to media images and Storyblok assets; ignored`,
      );
    }
    return <img className="rich-text__image" src={asset} {...common} />;
  }

  if (options.width || options.height) {
    const { src, srcSet } = fixedSources(asset, options);
    return <img className="rich-text__image" src={src} srcSet={srcSet || undefined} {...common} />;
  }
  // No width or height option here: the options are transforms only.
  const transform = options;
  const image: ImageRef = {
    url: asset,
    alt: common.alt,
    width: size.width,
    height: size.height,
    vector: isVectorUrl(asset),
  };
  return (
    <img
      className="rich-text__image"
      src={imageUrl(asset, {
        format: 'webp',
        ...transform,
        width: Math.min(size.width, FALLBACK_SRC_WIDTH),
      })}
      srcSet={responsiveSrcSet(image, transform)}
      sizes={IMAGE_SIZES}
      {...common}
    />
  );
}
