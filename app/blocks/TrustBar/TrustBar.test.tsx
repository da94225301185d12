import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('trust_bar', () => {
  it('shows the workplaces and the aggregate rating on one strip', () => {
    const { html, warnings } = renderBlocks([rawBlock('trust_bar', {})]);
    expect(warnings).toEqual([]);
    expect(html).toContain('Trusted by <strong>385,000 workplaces</strong>');
    expect(html).toContain('4.8 out of 5 from 959 reviews');
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).not.toContain('<h2');
  });

  it('takes its lead-in from content and warns about a bad theme', () => {
    const { html, warnings } = renderBlocks([rawBlock('trust_bar', { lead_in: 'Used by', theme: 'blue' })]);
    expect(html).toContain('Used by <strong>');
    expect(html).toContain('theme-white');
    expect(warnings).toEqual([expect.stringContaining('theme "blue"')]);
  });
});
