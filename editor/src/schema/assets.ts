// An asset field's value in either shape the site reads (app/media/image.schema.ts): Storyblok's
// `{ filename, alt, focus }`, or the seed's `{ imageS3Key, imageAlt, sourceImageWidth, … }`.

export interface AssetView {
  /** Where the editor can show it (same origin only: the editor's CSP), or null. */
  src: string | null;
  /** What names the file: its path or URL. */
  name: string;
  alt: string;
  focus: string;
}

const MEDIA = '/media/';

function isLocal(url: string): boolean {
  return url.startsWith(MEDIA);
}

export function readAsset(value: unknown): AssetView | null {
  if (!value || typeof value !== 'object') return null;
  const asset = value as Record<string, unknown>;
  if (typeof asset.filename === 'string' && asset.filename) {
    return {
      src: isLocal(asset.filename) ? asset.filename : null,
      name: asset.filename,
      alt: typeof asset.alt === 'string' ? asset.alt : '',
      focus: typeof asset.focus === 'string' ? asset.focus : '',
    };
  }
  if (typeof asset.imageS3Key === 'string' && asset.imageS3Key) {
    return {
      src: `${MEDIA}${asset.imageS3Key}`,
      name: asset.imageS3Key,
      alt: typeof asset.imageAlt === 'string' ? asset.imageAlt : '',
      focus: typeof asset.focus === 'string' ? asset.focus : '',
    };
  }
  if (typeof asset.imagePublicUrl === 'string' && asset.imagePublicUrl) {
    return {
      src: isLocal(asset.imagePublicUrl) ? asset.imagePublicUrl : null,
      name: asset.imagePublicUrl,
      alt: typeof asset.imageAlt === 'string' ? asset.imageAlt : '',
      focus: typeof asset.focus === 'string' ? asset.focus : '',
    };
  }
  return null;
}

/** The value with new alt text, in the value's own shape. */
export function withAlt(value: unknown, alt: string): unknown {
  const asset = { ...(value as Record<string, unknown>) };
  if ('filename' in asset) asset.alt = alt;
  else asset.imageAlt = alt;
  return asset;
}

/** A library asset as a field value (Storyblok's shape). */
export function assetValue(asset: { filename: string; alt: string; focus: string }): Record<string, unknown> {
  return { fieldtype: 'asset', filename: asset.filename, alt: asset.alt, focus: asset.focus };
}

/** A small rendition through the media service (`/m/{w}x0`); SVGs as they are. */
export function thumbnail(src: string, width = 240): string {
  return /\.svg$/i.test(src) ? src : `${src}/m/${width}x0`;
}

/** Storyblok's focus area around a point, `LEFTxTOP:RIGHTxBOTTOM` in pixels of the original. */
export function focusAt(x: number, y: number): string {
  const left = Math.max(0, Math.round(x));
  const top = Math.max(0, Math.round(y));
  return `${left}x${top}:${left + 1}x${top + 1}`;
}

/** The focus area's centre, or null. */
export function focusPoint(focus: string): { x: number; y: number } | null {
  const match = /^(\d+)x(\d+):(\d+)x(\d+)$/.exec(focus.trim());
  if (!match) return null;
  const [left, top, right, bottom] = match.slice(1).map(Number) as [number, number, number, number];
  return { x: (left + right) / 2, y: (top + bottom) / 2 };
}
