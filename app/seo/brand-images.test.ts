// The raster images structured data names exist in public/ at the sizes it relies on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ARTICLE_IMAGE, ORGANIZATION_LOGO, type BrandImage } from './brand-images';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header: the IHDR chunk always comes first. */
function pngSize(image: BrandImage) {
  const bytes = readFileSync(join(process.cwd(), 'public', image.path));
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${image.path} is a PNG`).toBe(true);
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the brand images', () => {
  it('give the organisation a raster logo of at least 112x112 px, of the size declared', () => {
    const size = pngSize(ORGANIZATION_LOGO);
    expect(size.width).toBeGreaterThanOrEqual(112);
    expect(size.height).toBeGreaterThanOrEqual(112);
    expect(size).toEqual({ width: ORGANIZATION_LOGO.width, height: ORGANIZATION_LOGO.height });
  });

  it('give a post without an image one of 16:9 and over 50,000 px', () => {
    const { width, height } = pngSize(DEFAULT_ARTICLE_IMAGE);
    expect({ width, height }).toEqual({
      width: DEFAULT_ARTICLE_IMAGE.width,
      height: DEFAULT_ARTICLE_IMAGE.height,
    });
    expect(width * height).toBeGreaterThan(50_000);
    expect(width / height).toBeCloseTo(16 / 9, 2);
  });
});
