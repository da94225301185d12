import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const image = {
  imageS3Key: 'illustrations/auto-fill-suggestions.svg',
  imageAlt: 'Auto-filled shifts on a weekly schedule',
  sourceImageWidth: 1680,
  sourceImageHeight: 1200,
};

const header = {
  title: 'New: auto-fill open shifts',
  category: 'Product news',
  intro: 'Auto-fill assigns open shifts in one click.',
  author: 'Priya Raman, Senior Product Manager',
  published: '2026-01-13 23:30',
  updated: '2026-02-03 09:00',
  image,
};

describe('blog_post_header', () => {
  it('opens the page with an h1, the category, author, dates and a priority image', () => {
    const { html, warnings } = renderBlocks([rawBlock('blog_post_header', header)]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h1 class="blog-post-header__title">New: auto-fill open shifts</h1>');
    expect(html).toContain('Product news');
    expect(html).toContain('By Priya Raman, Senior Product Manager');
    expect(html).toContain('Published <time dateTime="2026-01-13T23:30">January 13, 2026</time>');
    expect(html).toContain('Updated <time dateTime="2026-02-03T09:00">February 3, 2026</time>');
    expect(html).toContain('alt="Auto-filled shifts on a weekly schedule"');
    expect(html).toContain('loading="eager"');
  });

  it('is an h2 further down the page, and shows dates in the region order', () => {
    const { html } = renderBlocks(
      [rawBlock('newsletter_signup', {}, 'a'), rawBlock('blog_post_header', { ...header, updated: '' }, 'b')],
      { region: 'gb' },
    );
    expect(html).toContain('<h2 class="blog-post-header__title">New: auto-fill open shifts</h2>');
    expect(html).toContain('13 January 2026');
    expect(html).not.toContain('Updated');
    expect(html).toContain('loading="lazy"');
  });

  it('reads only the date part with no_time, so an offset never moves the day', () => {
    const { html } = renderBlocks([
      rawBlock('blog_post_header', { title: 'T', published: '2026-01-13T23:30:00-08:00', no_time: true }),
    ]);
    expect(html).toContain('Published <time dateTime="2026-01-13">January 13, 2026</time>');
    const withTime = renderBlocks([
      rawBlock('blog_post_header', { title: 'T', published: '2026-01-13T23:30:00-08:00' }),
    ]).html;
    expect(withTime).toContain('January 14, 2026');
  });

  it('warns about a date it cannot read and a wrong no_time, and leaves them out', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('blog_post_header', { title: 'T', published: 'last Tuesday', no_time: 'yes' }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('published "last Tuesday" (not a date)'),
      expect.stringContaining('no_time "yes"'),
    ]);
    expect(html).not.toContain('Published');
  });

  it('skips a header without a title and says why', () => {
    const { html, warnings } = renderBlocks([rawBlock('blog_post_header', { category: 'Payroll' })]);
    expect(html).toBe('');
    expect(warnings[0]).toContain('Invalid content for blog_post_header');
  });
});
