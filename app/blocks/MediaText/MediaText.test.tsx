import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const image = {
  imageS3Key: 'illustrations/auto-fill-suggestions.svg',
  imageAlt: 'Open shifts being filled from staff availability',
  sourceImageWidth: 1680,
  sourceImageHeight: 1200,
};
const text = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Auto-fill ranks who is free.' }] }],
};

describe('media_text', () => {
  it('shows the headline, rich text, bullets, buttons and image (image right by default)', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('media_text', {
        eyebrow: 'Auto-fill',
        headline: 'Fill the week in one click',
        text,
        bullets: ['Respects availability', { component: 'checklist_item', text: 'Warns about overtime' }],
        buttons: [{ text: 'See auto-fill', link: '/scheduling', type: 'outline' }],
        image,
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="media-text__title">Fill the week in one click</h2>');
    expect(html).toContain('<p>Auto-fill ranks who is free.</p>');
    expect(html).toMatch(/<li class="checklist__item">.*Respects availability/);
    expect(html).toContain('Warns about overtime');
    expect(html).toContain('href="/scheduling"');
    expect(html).toContain('alt="Open shifts being filled from staff availability"');
    expect(html).toContain('media-text__grid--image-right');
    expect(html).toContain('loading="lazy"');
  });

  it('puts the image on the left when asked', () => {
    const { html } = renderBlocks([rawBlock('media_text', { headline: 'x', image, image_position: 'left' })]);
    expect(html).toContain('media-text__grid--image-left');
  });

  it('warns about an unknown image position and an empty bullet, and keeps the rest', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('media_text', { headline: 'x', image_position: 'top', bullets: ['', 'Kept'] }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('bullets[0]'),
      expect.stringContaining('image_position "top"'),
    ]);
    expect(html).toContain('media-text__grid--image-right');
    expect(html.match(/checklist__item/g)).toHaveLength(1);
  });
});
