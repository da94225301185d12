import { describe, expect, it } from 'vitest';
import { paragraph, renderDoc } from './test-support';

const image = (attrs: Record<string, unknown>) => paragraph({ type: 'image', attrs });

/** The attributes of the first <img> in the HTML. */
function imgAttributes(html: string): Record<string, string> {
  const tag = /<img ([^>]*)\/>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

describe('RichText: images', () => {
  it('renders a media key responsively, lazily, with its size', () => {
    const { html, warnings } = renderDoc([
      image({ src: 'blog/rota.png', alt: 'A rota', width: 1200, height: 800 }),
    ]);
    const img = imgAttributes(html);
    expect(img).toMatchObject({
      class: 'rich-text__image',
      alt: 'A rota',
      width: '1200',
      height: '800',
      loading: 'lazy',
      src: '/media/blog/rota.png/m/991x0/filters:format(webp)',
    });
    expect(img.srcSet).toBe(
      '/media/blog/rota.png/m/414x0/filters:format(webp) 414w, ' +
        '/media/blog/rota.png/m/767x0/filters:format(webp) 767w, ' +
        '/media/blog/rota.png/m/991x0/filters:format(webp) 991w',
    );
    expect(img.sizes).toBeDefined();
    expect(warnings).toEqual([]);
  });

  it('falls back to 1600x1000 when nothing gives the size', () => {
    const img = imgAttributes(renderDoc([image({ src: '/media/blog/rota.png', alt: 'A rota' })]).html);
    expect(img).toMatchObject({ width: '1600', height: '1000' });
  });

  it('applies valid options from the src query and from attrs.options', () => {
    const { html, warnings } = renderDoc([
      image({
        src: '/media/blog/rota.png?width=400&height=300&blur=0',
        alt: 'A rota',
        options: { quality: 100, format: 'png' },
      }),
    ]);
    const img = imgAttributes(html);
    expect(img).toMatchObject({
      width: '400',
      height: '300',
      src: '/media/blog/rota.png/m/400x300/filters:format(png):quality(100):blur(0)',
    });
    expect(img.srcSet).toContain(
      '/media/blog/rota.png/m/800x600/filters:format(png):quality(100):blur(0) 2x',
    );
    expect(warnings).toEqual([]);
  });

  it('keeps the aspect ratio when only a width is given', () => {
    const img = imgAttributes(
      renderDoc([image({ src: 'a/b.jpg', alt: 'x', width: 1600, height: 900, options: { width: 800 } })])
        .html,
    );
    expect(img).toMatchObject({ width: '800', height: '450' });
  });

  it('ignores each invalid option with a warning and keeps the valid ones', () => {
    const { html, warnings } = renderDoc([
      image({
        src: '/media/blog/rota.png?blur=101&rotate=45',
        alt: 'A rota',
        options: { width: 0, format: 'gif', brightness: -1, quality: 0 },
      }),
    ]);
    expect(warnings).toEqual([
      'Invalid content: rich-text image option blur 101 must be a number from 0 to 100 (inclusive); ignored',
      'Invalid content: rich-text image option rotate 45 must be 0, 90, 180 or 270; ignored',
      'Invalid content: rich-text image option width 0 must be a number above 0; ignored',
      'Invalid content: rich-text image option format "gif" must be webp, png or jpeg; ignored',
      'Invalid content: rich-text image option brightness -1 must be a number from 0 to 100 (inclusive); ignored',
    ]);
    const img = imgAttributes(html);
    expect(img.src).toBe('/media/blog/rota.png/m/991x0/filters:format(webp):quality(0)');
    expect(img).toMatchObject({ width: '1600', height: '1000' });
  });

  it("resizes a Storyblok asset through Storyblok's Image Service, like a media image", () => {
    const { html, warnings } = renderDoc([
      image({
        src: 'https://a-us.storyblok.com/f/1/1200x630/abc/cover.jpg',
        alt: 'Cover',
        options: { brightness: 90 },
      }),
    ]);
    const img = imgAttributes(html);
    expect(img).toMatchObject({
      width: '1200',
      height: '630',
      src: 'https://a-us.storyblok.com/f/1/1200x630/abc/cover.jpg/m/991x0/filters:format(webp):brightness(-10)',
    });
    expect(img.srcSet).toBe(
      'https://a-us.storyblok.com/f/1/1200x630/abc/cover.jpg/m/414x0/filters:format(webp):brightness(-10) 414w, ' +
        'https://a-us.storyblok.com/f/1/1200x630/abc/cover.jpg/m/767x0/filters:format(webp):brightness(-10) 767w, ' +
        'https://a-us.storyblok.com/f/1/1200x630/abc/cover.jpg/m/991x0/filters:format(webp):brightness(-10) 991w',
    );
    expect(warnings).toEqual([]);
  });

  it('asks no image service for more than 4000 pixels a side', () => {
    const img = imgAttributes(
      renderDoc([image({ src: 'blog/rota.png', alt: 'x', options: { width: 1500 } })]).html,
    );
    expect(img.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['1x', '2x']);
  });

  it('renders another https image as it is, with its size, and warns about transforms', () => {
    const { html, warnings } = renderDoc([
      image({ src: 'https://images.example.com/1200x630/cover.jpg', alt: 'Cover', title: 'The cover' }),
      image({ src: 'https://images.example.com/cover.jpg', alt: 'Cover', options: { blur: 4 } }),
    ]);
    expect(warnings).toEqual([
      'Invalid content: rich-text image option blur applies only to media images and Storyblok assets; ignored',
    ]);
    expect(imgAttributes(html)).toEqual({
      class: 'rich-text__image',
      src: 'https://images.example.com/1200x630/cover.jpg',
      alt: 'Cover',
      title: 'The cover',
      width: '1200',
      height: '630',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('gives an image without alt text alt="" and warns', () => {
    const { html, warnings } = renderDoc([image({ src: 'blog/rota.png' })]);
    expect(html).toContain('alt=""');
    expect(warnings).toEqual([
      'Invalid content: rich-text image "blog/rota.png" has no alt text; shown with alt=""',
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://insecure.example/x.png',
    '//cdn.example/x.png',
    '../x.png',
  ])('refuses the image source %j', (src) => {
    const { html, warnings } = renderDoc([image({ src, alt: 'x' })]);
    expect(html).not.toContain('<img');
    expect(warnings).toEqual([
      expect.stringContaining('is not a media key, a /media/ path or an https URL; not shown'),
    ]);
  });

  it('copies no other attribute from the node', () => {
    const { html } = renderDoc([
      image({ src: 'blog/rota.png', alt: 'A rota', onerror: 'alert(1)', style: 'x', class: 'y' }),
    ]);
    expect(html).not.toMatch(/onerror|style=|class="y"/);
  });
});
