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
});
