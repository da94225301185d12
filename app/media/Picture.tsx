// <img> elements for content images. Width and height are always set (no layout shift); images
// below the fold load lazily, the first hero image eagerly with high fetch priority.
import {
  cropSize,
  fallbackSrc,
  focusCentre,
  imageUrl,
  isResizable,
  responsiveSrcSet,
  staticSrcSet,
  type ImageRef,
} from './image';

export interface ResponsiveImageProps {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The largest contentful image of the page: load it first. */
  priority?: boolean;
  className?: string;
  /**
   * The shape (width / height) the image is drawn in, for fixed-ratio frames: the image service
   * then sends crops of that shape around the image's focus point instead of the whole picture.
   */
  aspectRatio?: number;
}

function percent(fraction: number): string {
  return `${Math.round(fraction * 10_000) / 100}%`;
}

export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  aspectRatio,
}: ResponsiveImageProps) {
  const srcSet = responsiveSrcSet(image, {}, aspectRatio);
  const resizable = isResizable(image.url);
  const crop = aspectRatio !== undefined && resizable;
  const { width, height } = crop ? cropSize(image, aspectRatio) : image;
  // An image no service can crop (a public URL) is cropped by the frame's CSS; aim it too.
  const aim = aspectRatio !== undefined && !resizable && image.focus ? focusCentre(image) : undefined;
  return (
    <img
      className={className}
      src={fallbackSrc(image, aspectRatio)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={width}
      height={height}
      style={aim ? { objectPosition: `${percent(aim.x)} ${percent(aim.y)}` } : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}

export interface FixedImageProps {
  image: ImageRef;
  /** The drawn width in CSS pixels; the height follows the source's aspect ratio. */
  width: number;
  className?: string;
  /** Decorative images (a logo beside its company name) have empty alt text. */
  decorative?: boolean;
}

export function FixedImage({ image, width, className, decorative = false }: FixedImageProps) {
  const height = Math.round((width * image.height) / image.width);
  return (
    <img
      className={className}
      src={imageUrl(image.url, { width, format: 'webp' })}
      srcSet={staticSrcSet(image, width)}
      alt={decorative ? '' : image.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
