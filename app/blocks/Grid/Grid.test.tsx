import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const card = (title: string) => rawBlock('card', { title, text: `${title} text`, link: `/${title}` }, title);

describe('grid', () => {
  it('lays its blocks out as a list of cells', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('grid', { headline: 'Resources', columns: 2, body: [card('guides'), card('webinars')] }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<ul class="grid grid--2 grid-columns" style="--columns:2">');
    expect(html.match(/<li class="nested-blocks grid__cell">/g)).toHaveLength(2);
    expect(html).toContain('<h3 class="card-block__title"><a href="/guides">guides</a></h3>');
    // A card inside a container does not bring its own section band.
    expect(html).not.toContain('card-block-section');
  });

  it('warns about a column count outside 2 to 4 and uses 3', () => {
    const { html, warnings } = renderBlocks([rawBlock('grid', { columns: 7, body: [card('a')] })]);
    expect(warnings).toEqual([expect.stringContaining('columns 7')]);
    expect(html).toContain('grid--3');
  });

  it('renders nothing without children', () => {
    expect(renderBlocks([rawBlock('grid', { headline: 'Empty' })]).html).toBe('');
  });
});
