// <img> elements for content images. Width and height are always set (no layout shift); images
// below the fold load lazily, the first hero image eagerly with high fetch priority.
import { cropSize, fallbackSrc, responsiveSrcSet, staticSrcSet, mediaUrl, type ImageRef } from './image';

export interface ResponsiveImageProps {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The largest contentful image of the page: load it first. */
  priority?: boolean;
  className?: string;
  /**
   * The shape (width / height) the image is drawn in, for fixed-ratio frames: the media service
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
  const crop = aspectRatio !== undefined && image.key;
  const { width, height } = crop ? cropSize(image, aspectRatio) : image;
  // An image the service cannot crop (a public URL) is cropped by the frame's CSS; aim it too.
  const aim = aspectRatio !== undefined && !image.key && image.focus;
  return (
    <img
      className={className}
      src={fallbackSrc(image, aspectRatio)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={width}
      height={height}
      style={aim ? { objectPosition: `${percent(image.focus!.x)} ${percent(image.focus!.y)}` } : undefined}
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
      src={image.key ? mediaUrl(image.key, { width, format: 'webp' }) : image.url}
      srcSet={staticSrcSet(image, width)}
      alt={decorative ? '' : image.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
