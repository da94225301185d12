import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';
import { imagePositionOfRow } from './AlternatingMediaText';

const image = {
  imageS3Key: 'illustrations/demand-forecast.svg',
  imageAlt: 'Forecast sales by hour',
  sourceImageWidth: 1680,
  sourceImageHeight: 1200,
};
const rows = ['Forecast', 'Build', 'Publish'].map((headline) => ({
  component: 'media_text_row',
  headline,
  image,
}));

describe('alternating_media_text', () => {
  it('alternates the image side row by row, with rows as h3 under the h2', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('alternating_media_text', { headline: 'A week in Shiftlane', rows }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">A week in Shiftlane</h2>');
    expect(html).toContain('<h3 class="media-text__title">Publish</h3>');
    expect(html.match(/media-text__grid--image-(left|right)/g)).toEqual([
      'media-text__grid--image-right',
      'media-text__grid--image-left',
      'media-text__grid--image-right',
    ]);
  });

  it('starts on the left when asked, and rows are h2 without a block headline', () => {
    const { html } = renderBlocks([
      rawBlock('alternating_media_text', { rows: rows.slice(0, 2), first_image_position: 'left' }),
    ]);
    expect(html.match(/image-(left|right)/g)).toEqual(['image-left', 'image-right']);
    expect(html).toContain('<h2 class="media-text__title">Forecast</h2>');
  });

  it('warns about an unknown first position and starts on the right', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('alternating_media_text', { rows: rows.slice(0, 1), first_image_position: 'middle' }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('first_image_position "middle"')]);
    expect(html).toContain('image-right');
  });

  it('computes the side of any row', () => {
    expect([0, 1, 2, 3].map((row) => imagePositionOfRow('left', row))).toEqual([
      'left',
      'right',
      'left',
      'right',
    ]);
  });
});
