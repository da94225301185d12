import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const logo = (slug: string, alt: string) => ({
  imageS3Key: `logos/${slug}.svg`,
  imageAlt: alt,
  sourceImageWidth: 320,
  sourceImageHeight: 120,
});

describe('logo_wall', () => {
  it('lists logos named by their alt text, or by the company when the alt is empty', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('logo_wall', {
        headline: 'Trusted by teams like yours',
        per_row: 4,
        logos: [
          { company: 'Northwind Grocers', image: logo('northwind-grocers', 'Northwind Grocers logo') },
          { company: 'Harbour Kitchen', image: logo('harbour-kitchen', ''), link: '/customers' },
          { company: 'Summit Fitness' },
        ],
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Trusted by teams like yours</h2>');
    expect(html).toContain('logo-wall__list--4');
    expect(html).toContain('alt="Northwind Grocers logo"');
    expect(html).toContain('alt="Harbour Kitchen"');
    expect(html).toContain('href="/customers"');
    expect(html).toContain('<span class="logo-wall__name">Summit Fitness</span>');
    expect(html).toContain('width="160" height="60"');
    expect(html.match(/<li /g)).toHaveLength(3);
  });

  it('warns about a logo without a company and an out-of-range row size', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('logo_wall', {
        per_row: 9,
        logos: [{ image: logo('kiwi-logistics', 'Kiwi') }, { company: 'Oakridge' }],
      }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('logos[0] company'),
      expect.stringContaining('per_row 9'),
    ]);
    expect(html).toContain('logo-wall__list--5');
    expect(html).toContain('Oakridge');
    expect(html).not.toContain('Kiwi');
  });

  it('renders nothing without logos', () => {
    expect(renderBlocks([rawBlock('logo_wall', { headline: 'Logos' })]).html).toBe('');
  });
});
