import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';
import { videoSource } from './video-source';

const poster = {
  imageS3Key: 'illustrations/week-schedule.svg',
  imageAlt: 'The Shiftlane schedule on a laptop',
  sourceImageWidth: 1680,
  sourceImageHeight: 1200,
};

describe('video', () => {
  it('renders a poster and a play link in a 16:9 frame, and no third-party frame', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('video', {
        title: 'Build a schedule in two minutes',
        poster,
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        caption: 'Recorded with a real store team.',
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Build a schedule in two minutes</h2>');
    expect(html).toContain('class="video-player"');
    expect(html).toContain('alt="The Shiftlane schedule on a laptop"');
    expect(html).toContain('<a class="video-player__play" href="https://youtu.be/dQw4w9WgXcQ"');
    expect(html).toContain(
      '<span class="visually-hidden">Play video: Build a schedule in two minutes</span>',
    );
    expect(html).toContain(
      '<figcaption class="video-block__caption">Recorded with a real store team.</figcaption>',
    );
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie');
  });

  it('is skipped, with a warning, when the address is missing or unsafe', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('video', { title: 'x', video_url: 'javascript:alert(1)' }),
    ]);
    expect(html).toBe('');
    expect(warnings[0]).toContain('Invalid content for video');
  });

  it('warns about an unusable poster and shows the frame without it', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('video', { video_url: 'https://vimeo.com/76979871', poster: { imageS3Key: '../etc' } }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('poster')]);
    expect(html).toContain('href="https://vimeo.com/76979871"');
    expect(html).not.toContain('<img');
  });
});

describe('videoSource', () => {
  it('embeds YouTube through the no-cookie domain', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
    for (const href of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoSource(href)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: embed });
    }
  });

  it('embeds Vimeo with do-not-track, keeping an unlisted hash', () => {
    expect(videoSource('https://vimeo.com/76979871')).toMatchObject({
      kind: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
    expect(videoSource('https://vimeo.com/76979871/abc123def0')).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=abc123def0',
    });
  });

  it('plays video files itself and leaves anything else as a link', () => {
    expect(videoSource('/media/tour.mp4')).toEqual({ kind: 'file', src: '/media/tour.mp4' });
    expect(videoSource('https://www.youtube.com/watch?v=<script>')).toEqual({ kind: 'link' });
    expect(videoSource('https://example.com/watch?v=dQw4w9WgXcQ')).toEqual({ kind: 'link' });
    expect(videoSource('mailto:a@b.c')).toEqual({ kind: 'link' });
  });
});
