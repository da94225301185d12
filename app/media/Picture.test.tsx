import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImageRef } from './image';
import { ResponsiveImage } from './Picture';

const photo: ImageRef = {
  url: '/media/photos/team.jpg',
  alt: 'A team at the rota board',
  width: 1280,
  height: 600,
  vector: false,
  focus: { left: 1151, top: 149, right: 1153, bottom: 151 },
};

function attributes(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/ ([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe('ResponsiveImage', () => {
  it('asks for crops of the frame shape around the focus, in src and every srcset URL', () => {
    const img = attributes(
      renderToStaticMarkup(<ResponsiveImage image={photo} sizes="50vw" aspectRatio={7 / 5} />),
    );
    expect(img.src).toBe('/media/photos/team.jpg/m/840x600/filters:format(webp):focal(1151x149:1153x151)');
    const urls = (img.srcSet ?? '').split(', ');
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toMatch(/\/m\/\d+x\d+\/filters:format\(webp\):focal\(1151x149:1153x151\) \d+w$/);
    }
    // The intrinsic size is the crop's, so the frame reserves the right space before loading.
    expect([img.width, img.height]).toEqual(['840', '600']);
    expect(img.style).toBeUndefined();
  });

  it('shows the whole picture without a frame shape, with no focus in its URLs', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={photo} sizes="50vw" />);
    expect(html).not.toContain('focal(');
    expect(html).toContain('/m/414x0/filters:format(webp) 414w');
    expect([attributes(html).width, attributes(html).height]).toEqual(['1280', '600']);
  });

  it('aims the CSS crop of an image no image service can crop', () => {
    const remote: ImageRef = { ...photo, url: 'https://images.example.com/team.jpg' };
    const img = attributes(
      renderToStaticMarkup(<ResponsiveImage image={remote} sizes="50vw" aspectRatio={2} />),
    );
    expect(img.src).toBe('https://images.example.com/team.jpg');
    expect(img.style).toBe('object-position:90% 25%');
  });
});
