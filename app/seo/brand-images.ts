// The raster brand images that structured data points at. Both are drawn from the vector mark
// (public/favicon.svg) by scripts/brand-images.ts; brand-images.test.ts checks the files' sizes.

export interface BrandImage {
  /** Under public/, served at this path. */
  path: string;
  width: number;
  height: number;
}

/** The Organization logo: Google wants a raster image of at least 112x112 px. */
export const ORGANIZATION_LOGO: BrandImage = { path: '/logo.png', width: 512, height: 512 };

/** A blog post's image when it has none of its own: 16:9 and over 50,000 px, as Google asks. */
export const DEFAULT_ARTICLE_IMAGE: BrandImage = { path: '/article-image.png', width: 1200, height: 675 };
