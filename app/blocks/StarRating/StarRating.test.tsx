import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('star_rating', () => {
  it('shows the rating, its label and the number of reviews', () => {
    const { html, warnings } = renderBlocks(
      [
        rawBlock('star_rating', {
          rating: 4.5,
          label: 'Average from our 2026 customer survey',
          review_count: 1240,
        }),
      ],
      { region: 'gb' },
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('4.5 out of 5 from 1,240 reviews');
    expect(html).toContain('Average from our 2026 customer survey');
    expect(html).toContain('width:90%');
  });

  it('leaves out the review count when there is none', () => {
    const { html } = renderBlocks([rawBlock('star_rating', { rating: '4', review_count: '' })]);
    expect(html).toContain('>4 out of 5</span>');
    expect(html).not.toContain('reviews');
  });

  it('warns about a rating of 7 and falls back to the 5-star maximum', () => {
    const { html, warnings } = renderBlocks([rawBlock('star_rating', { rating: 7 })]);
    expect(warnings).toEqual([
      expect.stringContaining('Invalid content in star_rating#star_rating-1: rating 7'),
    ]);
    expect(html).toContain('5 out of 5');
    expect(html).not.toContain('7 out of');
  });

  it('warns about a review count that is not a whole number', () => {
    const { html, warnings } = renderBlocks([rawBlock('star_rating', { rating: 4, review_count: 'lots' })]);
    expect(warnings).toEqual([expect.stringContaining('review_count "lots"')]);
    expect(html).toContain('>4 out of 5</span>');
  });

  it('shows one of the site ratings from the site state, with no rating in content', () => {
    const { html, warnings } = renderBlocks(
      [rawBlock('star_rating', { site_rating: 'app_store', label: 'In the app stores' })],
      { region: 'au' },
    );
    expect(warnings).toEqual([]);
    expect(html).toContain('4.8 out of 5 from 2.9k reviews');
    const siteOnly = renderBlocks([
      rawBlock('star_rating', { site_rating: 'review_site', rating: 4.9, review_count: 4210 }),
    ]);
    expect(siteOnly.html).toContain('4.6 out of 5 from 756 reviews');
    expect(siteOnly.html).not.toContain('4.9');
    expect(siteOnly.html).not.toContain('4,210');
  });

  it('warns about an unknown site rating and shows the content rating instead', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('star_rating', { site_rating: 'trustpilot', rating: 4 }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('site_rating "trustpilot"')]);
    expect(html).toContain('>4 out of 5</span>');
  });
});
