import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { REGION_HOMES, RegionLinksContext, regionLinks } from './region-links';
import { RegionSwitcher } from './RegionSwitcher';

const origin = 'https://www.example.com';

describe('the region switcher links', () => {
  it('lead to the same page in every region that has it', () => {
    const links = regionLinks([
      { hreflang: 'en-US', href: `${origin}/pricing` },
      { hreflang: 'en-GB', href: `${origin}/gb/pricing` },
      { hreflang: 'en-AU', href: `${origin}/au/pricing` },
      { hreflang: 'x-default', href: `${origin}/pricing` },
    ]);
    expect(links).toEqual({ us: '/pricing', gb: '/gb/pricing', au: '/au/pricing' });
  });

  it("lead to a region's home where the page has no version there", () => {
    const links = regionLinks([
      { hreflang: 'en-US', href: `${origin}/blog/us-only-post` },
      { hreflang: 'x-default', href: `${origin}/blog/us-only-post` },
    ]);
    expect(links).toEqual({ us: '/blog/us-only-post', gb: '/gb', au: '/au' });
    expect(regionLinks([])).toEqual(REGION_HOMES);
    expect(REGION_HOMES).toEqual({ us: '/', gb: '/gb', au: '/au' });
  });

  it('keep only the path, and ignore an address that does not parse', () => {
    const links = regionLinks([
      { hreflang: 'en-GB', href: 'https://elsewhere.example/gb/pricing' },
      { hreflang: 'en-AU', href: 'not a url' },
    ]);
    expect(links).toEqual({ us: '/', gb: '/gb/pricing', au: '/au' });
  });

  it('are plain links in the rendered switcher, the current region marked', () => {
    const html = renderToStaticMarkup(
      <RegionLinksContext.Provider value={{ us: '/pricing', gb: '/gb/pricing', au: '/au' }}>
        <RegionSwitcher current="us" />
      </RegionLinksContext.Provider>,
    );
    expect(html).toContain('<a href="/pricing" hrefLang="en-US" aria-current="true">');
    expect(html).toContain('<a href="/gb/pricing" hrefLang="en-GB">');
    expect(html).toContain('<a href="/au" hrefLang="en-AU">');
    // Outside a page (an error page), every link is a region home.
    expect(renderToStaticMarkup(<RegionSwitcher current="gb" />)).toContain('<a href="/gb" hrefLang="en-GB"');
  });
});
