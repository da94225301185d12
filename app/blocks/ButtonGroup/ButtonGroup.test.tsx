import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const buttons = [
  { component: 'button', text: 'Start free trial', link: '/get-started', type: 'filled', size: 'lg' },
  { component: 'button', text: 'See pricing', link: '/pricing', type: 'underline', size: 'sm' },
  { component: 'button', text: 'Next', link: '/next', type: 'icon', icon: 'arrow-right' },
];

describe('button_group', () => {
  it('shows its buttons with their types and sizes in a band of its own', () => {
    const { html, warnings } = renderBlocks([rawBlock('button_group', { buttons, alignment: 'center' })]);
    expect(warnings).toEqual([]);
    expect(html).toMatch(/^<div class="button-group-band theme-white"><div class="container">/);
    expect(html).toContain('button-group--center');
    expect(html).toContain('class="button button--filled button--lg" href="/get-started"');
    expect(html).toContain('class="button button--underline button--sm" href="/pricing"');
    expect(html).toContain('aria-label="Next"');
  });

  it('has no band of its own inside a container', () => {
    const { html } = renderBlocks([
      rawBlock('section', { headline: 'x', body: [rawBlock('button_group', { buttons }, 'b')] }),
    ]);
    expect(html).not.toContain('button-group-band');
    expect(html).toContain('button-group--left');
  });

  it('warns about an unknown alignment, type and size, using the defaults', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('button_group', {
        alignment: 'right',
        buttons: [{ text: 'Go', link: '/go', type: 'giant', size: 'xl' }],
      }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('type "giant"'),
      expect.stringContaining('size "xl"'),
      expect.stringContaining('alignment "right"'),
    ]);
    expect(html).toContain('button-group--left');
    expect(html).toContain('button button--filled button--md');
  });

  it('renders nothing when no button leads anywhere', () => {
    const { html } = renderBlocks([rawBlock('button_group', { buttons: [{ text: 'Nowhere', link: '' }] })]);
    expect(html).toBe('');
  });
});
