import { describe, expect, it } from 'vitest';
import stats from '../local-data/stats.json';
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  softwareApplicationJsonLd,
  webSiteJsonLd,
} from './json-ld';

const ORIGIN = 'https://www.example.com';
const publisher = { brandName: 'Shiftlane', origin: ORIGIN };

describe('structured data', () => {
  it('describes the organisation with its logo and founding year', () => {
    expect(organizationJsonLd(publisher)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Shiftlane',
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/favicon.svg',
      foundingDate: String(stats.launched),
    });
  });

  it('describes the web site of a region', () => {
    expect(webSiteJsonLd({ name: 'Shiftlane', url: `${ORIGIN}/gb`, inLanguage: 'en-GB' })).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.example.com/gb',
      inLanguage: 'en-GB',
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const crumbs = breadcrumbListJsonLd(
      [
        { name: 'Home', path: '/gb' },
        { name: 'Blog', path: '/gb/blog' },
      ],
      ORIGIN,
    );
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/gb' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.com/gb/blog' },
    ]);
  });

  it('describes a blog post with its author, image, page and publisher', () => {
    const post = blogPostingJsonLd({
      headline: 'Rotas',
      description: 'How to',
      datePublished: '2026-03-02 09:00',
      authorName: 'Aisha Malik',
      image: '/media/rota.png',
      url: `${ORIGIN}/gb/blog/rotas`,
      publisher,
    });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2026-03-02T09:00',
      dateModified: '2026-03-02T09:00',
      author: { '@type': 'Person', name: 'Aisha Malik' },
      image: 'https://www.example.com/media/rota.png',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.com/gb/blog/rotas' },
      publisher: { '@type': 'Organization', name: 'Shiftlane', logo: 'https://www.example.com/favicon.svg' },
    });
    expect(post.publisher).not.toHaveProperty('@context');
  });

  it('rates the application with the aggregate rating of the local stats', () => {
    expect(softwareApplicationJsonLd({ name: 'Shiftlane', url: `${ORIGIN}/` })).toMatchObject({
      '@type': 'SoftwareApplication',
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web, iOS, Android',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: stats.aggregateRating.value,
        bestRating: stats.aggregateRating.best,
        ratingCount: stats.aggregateRating.reviews,
      },
    });
    expect(stats.aggregateRating).toEqual({ value: 4.8, best: 5, reviews: 959 }); // spec §1
  });
});

describe('serializing structured data', () => {
  const attack = '</script><script>alert(1)</script> & <!-- \u2028\u2029';

  it('leaves no <, > or & and no line separators in the output', () => {
    const json = serializeJsonLd(
      blogPostingJsonLd({
        headline: attack,
        description: '',
        datePublished: '2026-01-01',
        url: ORIGIN,
        publisher,
      }),
    );
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });

  it('is still the same JSON', () => {
    const value = webSiteJsonLd({ name: attack, url: ORIGIN, inLanguage: 'en-US' });
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value);
  });
});
