import { describe, expect, it } from 'vitest';
import { pageMeta, type PageMetaInput } from './head';

const input: PageMetaInput = {
  title: 'Rota planning | Shiftlane',
  description: 'Plan rotas faster.',
  canonicalUrl: 'https://www.example.com/gb/blog/rotas',
  alternates: [
    { hreflang: 'en-US', href: 'https://www.example.com/blog/rotas' },
    { hreflang: 'en-GB', href: 'https://www.example.com/gb/blog/rotas' },
    { hreflang: 'x-default', href: 'https://www.example.com/blog/rotas' },
  ],
  image: '/media/rota.png',
  type: 'article',
  siteName: 'Shiftlane',
  locale: 'en-GB',
};

const content = (meta: ReturnType<typeof pageMeta>, key: 'name' | 'property', value: string) =>
  meta
    .filter((tag) => (tag as Record<string, unknown>)[key] === value)
    .map((tag) => (tag as { content?: string }).content);

describe('page meta', () => {
  const meta = pageMeta(input);

  it('has the title, description and canonical link', () => {
    expect(meta).toContainEqual({ title: 'Rota planning | Shiftlane' });
    expect(content(meta, 'name', 'description')).toEqual(['Plan rotas faster.']);
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.example.com/gb/blog/rotas',
    });
  });

  it('links every alternate with the attribute React renders as hreflang', () => {
    const links = meta.filter((tag) => (tag as { rel?: string }).rel === 'alternate');
    expect(links).toEqual(
      input.alternates.map(({ hreflang, href }) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: hreflang,
        href,
      })),
    );
  });

  it('has the Open Graph tags, the locale with an underscore and the image absolute', () => {
    expect(content(meta, 'property', 'og:title')).toEqual([input.title]);
    expect(content(meta, 'property', 'og:description')).toEqual([input.description]);
    expect(content(meta, 'property', 'og:url')).toEqual([input.canonicalUrl]);
    expect(content(meta, 'property', 'og:type')).toEqual(['article']);
    expect(content(meta, 'property', 'og:site_name')).toEqual(['Shiftlane']);
    expect(content(meta, 'property', 'og:locale')).toEqual(['en_GB']);
    expect(content(meta, 'property', 'og:locale:alternate')).toEqual(['en_US']);
    expect(content(meta, 'property', 'og:image')).toEqual(['https://www.example.com/media/rota.png']);
  });

  it('has a large-image Twitter card', () => {
    expect(content(meta, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(meta, 'name', 'twitter:title')).toEqual([input.title]);
    expect(content(meta, 'name', 'twitter:description')).toEqual([input.description]);
    expect(content(meta, 'name', 'twitter:image')).toEqual(['https://www.example.com/media/rota.png']);
  });

  it('falls back to the summary card and no image tags without an image', () => {
    const plain = pageMeta({ ...input, image: null, type: 'website', alternates: [] });
    expect(content(plain, 'name', 'twitter:card')).toEqual(['summary']);
    expect(content(plain, 'property', 'og:image')).toEqual([]);
    expect(content(plain, 'name', 'twitter:image')).toEqual([]);
    expect(plain.some((tag) => (tag as { rel?: string }).rel === 'alternate')).toBe(false);
  });
});
