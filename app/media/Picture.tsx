// <img> elements for content images. Width and height are always set (no layout shift); images
// below the fold load lazily, the first hero image eagerly with high fetch priority.
import { responsiveSrcSet, staticSrcSet, mediaUrl, type ImageRef } from './image';

export interface ResponsiveImageProps {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The largest contentful image of the page: load it first. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  const srcSet = responsiveSrcSet(image);
  const fallbackWidth = Math.min(image.width, 991);
  return (
    <img
      className={className}
      src={image.key ? mediaUrl(image.key, { width: fallbackWidth, format: 'webp' }) : image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
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
