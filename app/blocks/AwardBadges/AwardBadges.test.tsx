import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const badge = (key: string, alt: string) => ({
  imageS3Key: `badges/${key}.svg`,
  imageAlt: alt,
  sourceImageWidth: 160,
  sourceImageHeight: 160,
});

describe('award_badges', () => {
  it('shows each award with its badge, title, issuer and year', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('award_badges', {
        headline: 'Award-winning scheduling',
        awards: [
          {
            title: 'Best Scheduling Software',
            year: 2026,
            issuer: 'Workforce Tech Awards',
            image: badge('award-best-scheduling-2026', ''),
          },
          { title: 'Top Rated', year: '2025', image: badge('award-top-rated', 'Top Rated badge') },
        ],
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h3 class="award-badges__title">Best Scheduling Software</h3>');
    expect(html).toContain('Workforce Tech Awards, 2026');
    expect(html).toContain('>2025</p>');
    expect(html).toContain('alt=""');
    expect(html).toContain('alt="Top Rated badge"');
  });

  it('warns about a year that is not a year and drops an award without a title', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('award_badges', { awards: [{ title: 'Leader', year: 'soon' }, { year: 2024 }] }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('year "soon"'),
      expect.stringContaining('awards[1] title'),
    ]);
    expect(html).toContain('Leader');
    expect(html).not.toContain('award-badges__meta');
  });
});
