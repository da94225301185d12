import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('page_header', () => {
  it('opens the page with an h1, an eyebrow and an intro', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('page_header', {
        eyebrow: 'Product tour',
        headline: 'A tour of Shiftlane',
        intro: 'Ten minutes, every screen your managers use.',
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toMatch(/^<header class="page-header page-header--left theme-grey">/);
    expect(html).toContain('<h1 class="page-header__title">A tour of Shiftlane</h1>');
    expect(html).toContain('Product tour</p>');
    expect(html).toContain('Ten minutes, every screen your managers use.');
  });

  it('is an h2 when it is not the first block', () => {
    const { html } = renderBlocks([
      rawBlock('divider', {}, 'a'),
      rawBlock('page_header', { headline: 'Later' }, 'b'),
    ]);
    expect(html).toContain('<h2 class="page-header__title">Later</h2>');
  });

  it('warns about an unknown alignment and aligns left', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('page_header', { headline: 'Tour', alignment: 'justify' }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('alignment "justify"')]);
    expect(html).toContain('page-header--left');
  });
});
