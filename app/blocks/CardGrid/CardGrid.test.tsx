import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const cards = ['Retail', 'Hospitality', 'Healthcare'].map((title) => ({
  component: 'card_grid_item',
  title,
  text: `Scheduling for ${title.toLowerCase()}`,
  link: `/industries/${title.toLowerCase()}`,
}));

describe('card_grid', () => {
  it('lists its cards under an h2, each card title an h3 link', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('card_grid', { headline: 'Built for shift work', intro: 'Pick your industry.', cards }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Built for shift work</h2>');
    expect(html).toContain(
      '<ul class="card-grid-block__list card-grid-block__list--3 grid-columns" style="--columns:3">',
    );
    expect(html.match(/<li class="card-grid-block__item">/g)).toHaveLength(3);
    expect(html).toContain('<a href="/industries/hospitality">Hospitality</a>');
    expect(html).toContain('theme-grey');
  });

  it('warns about a wrong column count and a card without a title, keeping the rest', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('card_grid', { columns: 'six', cards: [...cards, { text: 'no title' }] }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('cards[3] title'),
      expect.stringContaining('columns "six"'),
    ]);
    expect(html).toContain('card-grid-block__list--3');
    expect(html.match(/card-grid-block__item/g)).toHaveLength(3);
  });
});
