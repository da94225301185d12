import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, type BlogPostingInput } from './blog-posting-json-ld';

const ORIGIN = 'https://www.example.com';
const post = (fields: Partial<BlogPostingInput> = {}) =>
  blogPostingJsonLd({
    headline: 'Rotas',
    description: 'How to',
    datePublished: '2026-03-02 09:00',
    region: 'gb',
    authorName: 'Aisha Malik',
    image: '/media/rota.png',
    url: `${ORIGIN}/gb/blog/rotas`,
    publisher: { brandName: 'Shiftlane', origin: ORIGIN },
    ...fields,
  });

describe('a blog post', () => {
  it('has its image, page, publisher with its logo, and an author with a URL', () => {
    const data = post();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Rotas',
      image: 'https://www.example.com/media/rota.png',
      author: {
        '@type': 'Person',
        name: 'Aisha Malik',
        url: 'https://www.example.com/gb/blog/rotas#post-author',
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.com/gb/blog/rotas' },
      publisher: { '@type': 'Organization', name: 'Shiftlane', logo: 'https://www.example.com/logo.png' },
    });
    expect(data.publisher).not.toHaveProperty('@context');
  });

  it("falls back to the site's article image, as an absolute URL", () => {
    expect(post({ image: null }).image).toBe('https://www.example.com/article-image.png');
    expect(post({ image: 'https://cdn.example.net/a.jpg' }).image).toBe('https://cdn.example.net/a.jpg');
  });

  it("dates the post with the offset of the region's time zone on that day", () => {
    expect(post({ region: 'gb', datePublished: '2026-03-02 09:00' })).toMatchObject({
      datePublished: '2026-03-02T09:00:00+00:00',
      dateModified: '2026-03-02T09:00:00+00:00',
    });
    expect(
      post({ region: 'gb', datePublished: '2025-09-17 09:00', dateModified: '2026-01-05 17:30' }),
    ).toMatchObject({
      datePublished: '2025-09-17T09:00:00+01:00',
      dateModified: '2026-01-05T17:30:00+00:00',
    });
    expect(post({ region: 'us', datePublished: '2025-07-04 08:00' }).datePublished).toBe(
      '2025-07-04T08:00:00-04:00',
    );
    expect(post({ region: 'au', datePublished: '2025-07-04 08:00' }).datePublished).toBe(
      '2025-07-04T08:00:00+10:00',
    );
    expect(post({ region: 'au', datePublished: '2025-12-04' }).datePublished).toBe(
      '2025-12-04T00:00:00+11:00',
    );
  });

  it('leaves out dates it cannot read and an author it does not have', () => {
    const data = post({ datePublished: 'soon', dateModified: '', authorName: null });
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('dateModified');
    expect(data).not.toHaveProperty('author');
    expect(post({ dateModified: 'later' }).dateModified).toBe('2026-03-02T09:00:00+00:00');
  });
});
