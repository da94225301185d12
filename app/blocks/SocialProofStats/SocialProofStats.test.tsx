import { describe, expect, it } from 'vitest';
import stats from '../../local-data/stats.json';
import { rawBlock, renderBlocks } from '../test-support';

describe('social_proof_stats', () => {
  it('shows the §1 figures from the site state under the headline', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('social_proof_stats', { headline: 'Trusted around the world', theme: 'grey' }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Trusted around the world</h2>');
    expect(html).toContain('theme-grey');
    expect(html).toContain(`>${stats.countries}</strong>`);
    expect(html).toContain('385,000</strong> <span class="social-proof-stats__label">workplaces');
    expect(html).toContain('681,000</strong> <span class="social-proof-stats__label">users');
    expect(html).toMatch(/Since <\/span>2008<\/strong>/);
    expect(html).not.toContain('2,008');
    // A real list, so screen readers announce the number of figures.
    expect(html.match(/<li /g)).toHaveLength(4);
  });

  it('formats the figures in the region locale', () => {
    const { html } = renderBlocks([rawBlock('social_proof_stats', {})], { region: 'au' });
    expect(html).toContain((385000).toLocaleString('en-AU'));
  });

  it('warns about an unknown theme and uses the default', () => {
    const { html, warnings } = renderBlocks([rawBlock('social_proof_stats', { theme: 'neon' })]);
    expect(warnings).toEqual([expect.stringContaining('theme "neon"')]);
    expect(html).toContain('theme-white');
  });
});
