import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const image = {
  imageS3Key: 'illustrations/week-schedule.svg',
  imageAlt: 'The weekly schedule with labor cost by day',
  sourceImageWidth: 1680,
  sourceImageHeight: 1200,
};

const buttons = [
  { component: 'button', text: 'Start free trial', link: '/get-started', type: 'filled', size: 'lg' },
  { component: 'button', text: 'Book a demo', link: '/contact-sales', type: 'outline', size: 'lg' },
];

describe('hero_centered', () => {
  it('opens the page with an h1, its eyebrow, line, buttons and a priority image', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('hero_centered', {
        eyebrow: 'How it works',
        headline: 'From blank week to published schedule',
        subheadline: 'Four steps, about twenty minutes.',
        buttons,
        image,
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h1 class="hero-centered__title">From blank week to published schedule</h1>');
    expect(html).toContain('How it works</p>');
    expect(html).toContain('Four steps, about twenty minutes.');
    expect(html).toContain('href="/get-started"');
    expect(html).toContain('class="button button--outline button--lg" href="/contact-sales"');
    expect(html).toContain('alt="The weekly schedule with labor cost by day"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('theme-purple-light');
  });

  it('is an h2 with a lazy image further down the page', () => {
    const { html } = renderBlocks([
      rawBlock('page_header', { headline: 'First' }, 'a'),
      rawBlock('hero_centered', { headline: 'Second', image }, 'b'),
    ]);
    expect(html).toContain('<h2 class="hero-centered__title">Second</h2>');
    expect(html).toContain('loading="lazy"');
  });

  it('warns about an unknown theme and a wrong button type, and renders with the defaults', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('hero_centered', {
        headline: 'Hi',
        theme: 'neon',
        buttons: [{ text: 'Go', link: '/go', type: 'giant' }],
      }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('Invalid content in hero_centered#hero_centered-1: type "giant"'),
      expect.stringContaining('theme "neon"'),
    ]);
    expect(html).toContain('theme-purple-light');
    expect(html).toContain('button--filled');
  });

  it('is skipped, with a warning, without a headline', () => {
    const { html, warnings } = renderBlocks([rawBlock('hero_centered', { subheadline: 'x' })]);
    expect(html).toBe('');
    expect(warnings[0]).toContain('Invalid content for hero_centered');
  });
});
