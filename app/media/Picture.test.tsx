import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImageRef } from './image';
import { ResponsiveImage } from './Picture';

const photo: ImageRef = {
  key: 'photos/team.jpg',
  url: '/media/photos/team.jpg',
  alt: 'A team at the rota board',
  width: 1280,
  height: 600,
  vector: false,
  focus: { x: 0.9, y: 0.25 },
};

function attributes(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/ ([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe('ResponsiveImage', () => {
  it('asks for crops of the frame shape around the focus, in src and every srcset URL', () => {
    const img = attributes(
      renderToStaticMarkup(<ResponsiveImage image={photo} sizes="50vw" aspectRatio={7 / 5} />),
    );
    expect(img.src).toBe('/media/photos/team.jpg?w=840&amp;h=600&amp;fp=0.9%2C0.25&amp;fm=webp');
    const urls = (img.srcSet ?? '').split(', ');
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/[?&]w=\d+&amp;h=\d+&amp;fp=0\.9%2C0\.25&amp;fm=webp \d+w$/);
    // The intrinsic size is the crop's, so the frame reserves the right space before loading.
    expect([img.width, img.height]).toEqual(['840', '600']);
    expect(img.style).toBeUndefined();
  });

  it('shows the whole picture without a frame shape, with no focus in its URLs', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={photo} sizes="50vw" />);
    expect(html).not.toContain('fp=');
    expect(html).not.toContain('&amp;h=');
    expect([attributes(html).width, attributes(html).height]).toEqual(['1280', '600']);
  });

  it('aims the CSS crop of an image the media service cannot crop', () => {
    const remote: ImageRef = { ...photo, key: null, url: 'https://images.example.com/team.jpg' };
    const img = attributes(
      renderToStaticMarkup(<ResponsiveImage image={remote} sizes="50vw" aspectRatio={2} />),
    );
    expect(img.src).toBe('https://images.example.com/team.jpg');
    expect(img.style).toBe('object-position:90% 25%');
  });
});
