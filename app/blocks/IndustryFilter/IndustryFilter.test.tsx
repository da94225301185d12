import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const content = {
  headline: 'Shiftlane for your industry',
  items: [
    {
      industry: 'retail',
      headline: 'Retail rotas that follow footfall',
      text: 'Match staff to trading hours.',
      points: '- Forecast from sales\n- Cover for every shop',
      link_text: 'Retail customers',
      link: '/gb/customers',
    },
    { industry: 'aged-care', text: 'Keep care minutes on target.' },
  ],
  fallback_text: 'Talk to us about your sector.',
  fallback_link_text: 'Contact sales',
  fallback_link: '/gb/contact-sales',
};

describe('industry_filter', () => {
  it('opens on the first industry with its own copy, in a GET form with a labelled select', () => {
    const { html, warnings } = renderBlocks([rawBlock('industry_filter', content)], {
      region: 'gb',
      url: '/gb/x',
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('action="/gb/x" method="get"');
    expect(html).toMatch(
      /<label for="([^"]+)-industry">Your industry<\/label>.*<select id="\1-industry" name="industry"/,
    );
    expect(html).toContain('<option value="retail" selected="">Retail</option>');
    expect(html).toContain('<option value="cleaning">Cleaning and facilities</option>');
    expect(html).toContain('<h3 class="industry-filter__title">Retail rotas that follow footfall</h3>');
    expect(html).toContain('<li>Forecast from sales</li><li>Cover for every shop</li>');
    expect(html).toContain('href="/gb/customers"');
  });

  it('shows the industry of ?industry=, or the general copy for one without its own', () => {
    expect(
      renderBlocks([rawBlock('industry_filter', content)], { url: '/x?industry=aged-care' }).html,
    ).toContain('Keep care minutes on target.');
    const { html } = renderBlocks([rawBlock('industry_filter', content)], { url: '/x?industry=security' });
    expect(html).toContain('<h3 class="industry-filter__title">Security</h3>');
    expect(html).toContain('Talk to us about your sector.');
    expect(html).toContain('href="/gb/contact-sales"');
  });

  it('ignores an unknown ?industry= and warns about copy for an unknown industry', () => {
    const { html, warnings } = renderBlocks(
      [
        rawBlock('industry_filter', {
          ...content,
          items: [{ industry: 'mining', text: 'Dig' }, ...content.items],
        }),
      ],
      { url: '/x?industry=mining' },
    );
    expect(warnings).toEqual([expect.stringContaining('items[0] industry')]);
    expect(html).not.toContain('Dig');
    expect(html).toContain('<option value="retail" selected="">');
  });
});
