import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const image = {
  imageS3Key: 'illustrations/week-schedule.svg',
  imageAlt: 'A weekly roster',
  sourceImageWidth: 1200,
  sourceImageHeight: 800,
};

describe('hero', () => {
  it('renders the first hero as the page heading with a priority responsive image', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('hero', {
        headline: 'Rosters in minutes',
        cta_text: 'Start',
        cta_link: '/get-started',
        image,
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h1>Rosters in minutes</h1>');
    expect(html).toContain('href="/get-started"');
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('alt="A weekly roster"');
    expect(html).toContain('width="1200"');
    for (const width of [414, 767, 991, 3000, 5500]) expect(html).toContain(` ${width}w`);
  });

  it('is an h2 with a lazy image when it is not the first block', () => {
    const { html } = renderBlocks([
      rawBlock('rich_text_section', { text: { type: 'doc', content: [] } }, 'a'),
      rawBlock('hero', { headline: 'Second', image }, 'b'),
    ]);
    expect(html).toContain('<h2>Second</h2>');
    expect(html).toContain('loading="lazy"');
  });

  it('warns about an unknown theme and renders with the default', () => {
    const { html, warnings } = renderBlocks([rawBlock('hero', { headline: 'Hi', theme: 'neon' })]);
    expect(warnings).toEqual([expect.stringContaining('Invalid content in hero#hero-1: theme "neon"')]);
    expect(html).toContain('theme-purple-light');
  });

  it('skips a hero without a headline and says why', () => {
    const { html, warnings } = renderBlocks([rawBlock('hero', { subheadline: 'x' })]);
    expect(html).toBe('');
    expect(warnings[0]).toContain('Invalid content for hero');
  });
});
