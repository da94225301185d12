import { describe, expect, it } from 'vitest';
import { buildPageIndex, neutralPathOf, pagesOfRegion, sitePathOf } from './page-index.server';
import { story } from './test-support';

const posts = (region: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    story(
      `${region}/blog/post-${i}`,
      { component: 'blog_post' },
      `2026-03-${String(i + 1).padStart(2, '0')}T09:00:00.000Z`,
    ),
  );

describe('region-neutral paths', () => {
  it('drop the region prefix; the home page is "home"', () => {
    expect(neutralPathOf('/gb/blog/x')).toBe('blog/x');
    expect(neutralPathOf('/us/blog/x/')).toBe('blog/x');
    expect(neutralPathOf('/blog/x')).toBe('blog/x');
    expect(neutralPathOf('/')).toBe('home');
    expect(neutralPathOf('/au')).toBe('home');
    expect(neutralPathOf('/GB/Blog/X')).toBe('blog/x');
  });

  it('map back to each region’s canonical path (us without a prefix)', () => {
    expect(sitePathOf('us', 'home')).toBe('/');
    expect(sitePathOf('gb', 'home')).toBe('/gb');
    expect(sitePathOf('us', 'blog/x')).toBe('/blog/x');
    expect(sitePathOf('au', 'blog/page/2')).toBe('/au/blog/page/2');
  });
});

describe('the page index', () => {
  it('keys the regional versions of a story by its region-neutral path', () => {
    const index = buildPageIndex({
      us: [story('us/home'), story('us/pricing')],
      gb: [story('gb/home'), story('gb/pricing')],
      au: [story('au/home')],
    });
    expect(index.get('home')?.map((version) => version.path)).toEqual(['/', '/gb', '/au']);
    expect(index.get('pricing')?.map((version) => version.region)).toEqual(['us', 'gb']);
  });

  it('leaves out stories the site cannot serve at their address', () => {
    const index = buildPageIndex({
      us: [
        story('us/glossary/overtime', { component: 'glossary_term' }), // no /glossary/{slug} route
        story('us/blog/deeper/post', { component: 'blog_post' }), // no route for two slugs
        story('us/pricing', { component: 'blog_post' }), // a content page must be a page
        story('us/Bad.Slug'), // fails the route's validation
        story('us/training/home'), // /training shows us/training, not this
      ],
      gb: [],
      au: [],
    });
    // Only the list pages of the folders they sit in remain.
    expect([...index.keys()]).toEqual(['blog', 'glossary', 'training']);
  });

  it('lists a collection page wherever the region has its landing story or stories under it', () => {
    const index = buildPageIndex({
      us: [
        story('us/customers', {}, '2026-01-01T00:00:00.000Z'),
        story('us/customers/acme', { component: 'customer_story' }, '2026-05-01T00:00:00.000Z'),
      ],
      gb: [story('gb/compliance-hub/x', { component: 'compliance_item' })],
      au: [story('au/glossary')],
    });
    expect(index.get('customers')).toEqual([
      { region: 'us', path: '/customers', lastModified: '2026-05-01T00:00:00.000Z' },
    ]);
    expect(index.get('compliance-hub')?.map((version) => version.path)).toEqual(['/gb/compliance-hub']);
    expect(index.get('glossary')?.map((version) => version.path)).toEqual(['/au/glossary']);
    expect(index.has('customers/acme')).toBe(true);
  });

  it('pages the blog list by the blog page size: 25 posts make /blog and pages 2 and 3', () => {
    const index = buildPageIndex({ us: posts('us', 25), gb: posts('gb', 12), au: [] });
    expect(index.get('blog/page/2')?.map((version) => version.path)).toEqual(['/blog/page/2']);
    expect(index.get('blog/page/3')?.map((version) => version.path)).toEqual(['/blog/page/3']);
    expect(index.has('blog/page/4')).toBe(false);
    expect(index.has('blog/page/1')).toBe(false);
    expect(index.get('blog')?.map((version) => version.path)).toEqual(['/blog', '/gb/blog']);
  });

  it('lists the pages of one region, home first', () => {
    const index = buildPageIndex({
      us: [],
      gb: [story('gb/pricing'), story('gb/home'), story('gb/about')],
      au: [],
    });
    expect(pagesOfRegion(index, 'gb').map((page) => page.version.path)).toEqual([
      '/gb',
      '/gb/about',
      '/gb/pricing',
    ]);
    expect(pagesOfRegion(index, 'us')).toEqual([]);
  });
});
