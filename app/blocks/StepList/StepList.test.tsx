import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const steps = [
  { component: 'step', title: 'Import your team', text: 'From a spreadsheet or payroll.' },
  { component: 'step', title: 'Build the week', text: 'From a template or auto-fill.' },
  { component: 'step', title: 'Publish', text: 'Everyone gets a notification.' },
];

describe('step_list', () => {
  it('is an ordered list of steps with h3 titles', () => {
    const { html, warnings } = renderBlocks([rawBlock('step_list', { headline: 'Get started', steps })]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Get started</h2>');
    expect(html).toContain('<ol class="step-list">');
    expect(html.match(/<li class="step-list__step">/g)).toHaveLength(3);
    expect(html).toContain('<h3 class="step-list__title">Build the week</h3>');
    expect(html).toContain('Everyone gets a notification.');
  });

  it('drops a step without a title and warns about a wrong theme', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('step_list', { steps: [...steps, { text: 'untitled' }], theme: 'gold' }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('steps[3] title'),
      expect.stringContaining('theme "gold"'),
    ]);
    expect(html.match(/step-list__step/g)).toHaveLength(3);
    expect(html).toContain('theme-white');
  });
});
