import { describe, expect, it } from 'vitest';
import stats from '../../local-data/stats.json';
import { rawBlock, renderBlocks } from '../test-support';

describe('review_badges', () => {
  it('shows the review-site and app-store scores from the site state', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('review_badges', {
        headline: 'Top rated on review sites',
        review_site_link: 'https://www.capterra.com/p/000000/shiftlane/',
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain(`>${stats.reviewSite.name}</a></h3>`);
    expect(html).toContain('href="https://www.capterra.com/p/000000/shiftlane/"');
    expect(html).toContain('4.6 out of 5 from 756 reviews');
    expect(html).toContain('<h3 class="review-badges__name">App Store and Google Play</h3>');
    expect(html).toContain('4.8 out of 5 from 2.9k reviews');
  });

  it('drops an unsafe link and keeps the badge as text', () => {
    const { html } = renderBlocks([rawBlock('review_badges', { review_site_link: 'javascript:alert(1)' })]);
    expect(html).not.toContain('javascript:');
    expect(html).toContain(`<h3 class="review-badges__name">${stats.reviewSite.name}</h3>`);
  });

  it('warns about a label that is not text', () => {
    const { html, warnings } = renderBlocks([rawBlock('review_badges', { app_store_label: 7 })]);
    expect(warnings).toEqual([expect.stringContaining('app_store_label 7')]);
    expect(html).toContain('App Store and Google Play');
  });
});
