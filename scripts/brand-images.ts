// Draws the raster brand images of app/seo/brand-images.ts from the vector mark, public/favicon.svg.
// Run after changing the mark: npx tsx scripts/brand-images.ts (then commit the PNGs in public/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_ARTICLE_IMAGE, ORGANIZATION_LOGO, type BrandImage } from '../app/seo/brand-images';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');
const MARK = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'));
/** --theme-purple-light (app/styles/tokens.css): the mark's purple stands out on it. */
const ARTICLE_BACKGROUND = '#efe9ff';

const target = (image: BrandImage) => path.join(PUBLIC_DIR, image.path);

/** The mark rendered at `size` px from its vector source (density scales the 32 px SVG up). */
function markAt(size: number): Promise<Buffer> {
  return sharp(MARK, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const logo = ORGANIZATION_LOGO;
  await sharp(await markAt(logo.width))
    .png({ compressionLevel: 9 })
    .toFile(target(logo));

  const article = DEFAULT_ARTICLE_IMAGE;
  const markSize = Math.round(article.height * 0.5);
  await sharp({
    create: { width: article.width, height: article.height, channels: 3, background: ARTICLE_BACKGROUND },
  })
    .composite([{ input: await markAt(markSize), gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(target(article));
  console.log(`Wrote ${target(logo)} and ${target(article)}`);
}

await main();
