import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const poster = {
  imageS3Key: 'illustrations/shift-swap-phone.svg',
  imageAlt: 'A manager approving a shift swap on a phone',
  sourceImageWidth: 1680,
  sourceImageHeight: 1200,
};

describe('hero_video', () => {
  it('shows the poster with a play link to the video and loads no third-party frame', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('hero_video', {
        headline: 'See a week scheduled in two minutes',
        subheadline: 'Watch a store manager build, publish and fill next week.',
        poster,
        video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        play_label: 'Watch the 2-minute tour',
        buttons: [{ text: 'Start free trial', link: '/get-started' }],
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h1 class="hero-video__title">See a week scheduled in two minutes</h1>');
    expect(html).toContain('alt="A manager approving a shift swap on a phone"');
    expect(html).toMatch(
      /<a class="hero-video__play" href="https:\/\/www.youtube.com\/watch\?v=dQw4w9WgXcQ" rel="noopener noreferrer">/,
    );
    expect(html).toContain('Watch the 2-minute tour');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('loading="eager"');
  });

  it('drops an unsafe video address but keeps the poster', () => {
    const { html } = renderBlocks([
      rawBlock('hero_video', { headline: 'Tour', poster, video_url: 'javascript:alert(1)' }),
    ]);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('hero-video__play');
    expect(html).toContain('hero-video__poster');
  });

  it('warns about an empty play label and an unknown theme, using the defaults', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('hero_video', {
        headline: 'Tour',
        video_url: 'https://vimeo.com/123456789',
        play_label: '   ',
        theme: 'teal',
      }),
    ]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('play_label');
    expect(warnings[1]).toContain('theme "teal"');
    expect(html).toContain('Watch the video');
    expect(html).toContain('theme-purple-light');
  });
});
