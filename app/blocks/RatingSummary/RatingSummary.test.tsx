import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('rating_summary', () => {
  it('shows the aggregate rating from the site state with stars hidden behind the sentence', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('rating_summary', {
        headline: 'Rated by the people who use it',
        text: 'Managers and staff agree.',
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Rated by the people who use it</h2>');
    expect(html).toContain('4.8 out of 5 from 959 reviews');
    expect(html).toContain('Managers and staff agree.');
    expect(html).toContain('aria-hidden="true"><span class="star-rating" role="img"');
    expect(html).toContain('width:96%'); // 4.8 of 5 stars filled
  });

  it('renders without a headline and warns about a bad theme', () => {
    const { html, warnings } = renderBlocks([rawBlock('rating_summary', { theme: 42 })]);
    expect(html).not.toContain('<h2');
    expect(html).toContain('4.8 out of 5 from 959 reviews');
    expect(warnings).toEqual([
      expect.stringContaining('Invalid content in rating_summary#rating_summary-1: theme 42'),
    ]);
  });
});
