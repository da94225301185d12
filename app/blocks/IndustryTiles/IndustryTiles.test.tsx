import { describe, expect, it } from 'vitest';
import industries from '../../local-data/industries.json';
import { rawBlock, renderBlocks } from '../test-support';

describe('industry_tiles', () => {
  it('shows a tile for every industry of the site state, linking those content gives a link', () => {
    const { html, warnings } = renderBlocks(
      [
        rawBlock('industry_tiles', {
          headline: 'Built for shift-based work',
          tiles: [
            {
              industry: 'hospitality',
              text: 'Restaurants, cafés, hotels and bars',
              link: '/gb/customers/bramble-and-bean',
            },
            { industry: 'retail', text: 'Shops and chains' },
          ],
        }),
      ],
      { region: 'gb' },
    );
    expect(warnings).toEqual([]);
    for (const industry of industries.filter((entry) => entry.id !== 'other')) {
      expect(html).toContain(industry.name);
    }
    expect(html).not.toContain('>Other<');
    expect(html).toContain(
      '<h3 class="industry-tiles__name"><a href="/gb/customers/bramble-and-bean"><span class="industry-tiles__last">Hospitality',
    );
    expect(html).toContain('<h3 class="industry-tiles__name">Retail</h3>');
    expect(html).toContain('Shops and chains');
  });

  it('warns about a tile for an unknown industry and drops it', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('industry_tiles', { tiles: [{ industry: 'space-travel', link: '/mars' }] }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('tiles[0] industry')]);
    expect(html).not.toContain('/mars');
    expect(html).toContain('<h2 class="industry-tiles__name">Retail</h2>');
  });
});
