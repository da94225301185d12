import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('divider', () => {
  it('draws a rule when asked, in a band of the given size and theme', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('divider', { size: 'lg', with_line: true, theme: 'grey' }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toBe(
      '<div class="divider divider--lg theme-grey"><div class="container"><hr class="divider__line"/></div></div>',
    );
  });

  it('is plain space by default', () => {
    const { html } = renderBlocks([rawBlock('divider', {})]);
    expect(html).toBe('<div class="divider divider--md theme-white"><div class="container"></div></div>');
  });

  it('warns about an unknown size and a non-boolean line flag', () => {
    const { html, warnings } = renderBlocks([rawBlock('divider', { size: 'xl', with_line: 'yes' })]);
    expect(warnings).toEqual([
      expect.stringContaining('size "xl"'),
      expect.stringContaining('with_line "yes"'),
    ]);
    expect(html).toContain('divider--md');
    expect(html).not.toContain('<hr');
  });

  it('takes no band inside a container', () => {
    const { html } = renderBlocks([
      rawBlock('section', { headline: 'x', body: [rawBlock('divider', { with_line: true }, 'd')] }),
    ]);
    expect(html).toContain('<div class="divider divider--md"><hr class="divider__line"/></div>');
  });
});
