import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const image = {
  imageS3Key: 'illustrations/industry-restaurant.svg',
  imageAlt: 'A kitchen team checking the week on a tablet',
  sourceImageWidth: 1680,
  sourceImageHeight: 1200,
};

describe('card', () => {
  it('makes the title the link and the "Read more" cue visual only', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('card', {
        eyebrow: 'Guide',
        title: 'Scheduling by covers',
        text: 'Match floor staff to bookings.',
        link: { fieldtype: 'multilink', linktype: 'url', url: '/blog/restaurant-scheduling-by-covers' },
        image,
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain(
      '<h3 class="card-block__title"><a href="/blog/restaurant-scheduling-by-covers">Scheduling by covers</a></h3>',
    );
    expect(html).toContain('<span class="card-block__more" aria-hidden="true">Read more');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('Guide</p>');
    expect(html).toContain('alt="A kitchen team checking the week on a tablet"');
    // On its own, the card sits in a section band.
    expect(html).toContain('card-block-section');
  });

  it('is a plain card without a link, and refuses an unsafe one', () => {
    const plain = renderBlocks([rawBlock('card', { title: 'No link' })]).html;
    expect(plain).not.toContain('<a ');
    expect(plain).not.toContain('Read more');
    const unsafe = renderBlocks([rawBlock('card', { title: 'Bad', link: 'javascript:alert(1)' })]).html;
    expect(unsafe).not.toContain('javascript:');
    expect(unsafe).not.toContain('<a ');
  });

  it('warns about a link text that is not text, and uses "Read more"', () => {
    const { html, warnings } = renderBlocks([rawBlock('card', { title: 'x', link: '/x', link_text: 42 })]);
    expect(warnings).toEqual([expect.stringContaining('link_text 42')]);
    expect(html).toContain('Read more');
  });

  it('is skipped without a title', () => {
    const { html, warnings } = renderBlocks([rawBlock('card', { text: 'orphan' })]);
    expect(html).toBe('');
    expect(warnings[0]).toContain('Invalid content for card');
  });
});
