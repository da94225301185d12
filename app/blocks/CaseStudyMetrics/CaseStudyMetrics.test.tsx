import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

describe('case_study_metrics', () => {
  it('shows the company, headline, metrics and the customer quote', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('case_study_metrics', {
        headline: 'Overtime down by a third in one quarter',
        company: 'Tri-County Fulfillment',
        metrics: [
          { component: 'metric', value: '34%', label: 'less overtime' },
          { component: 'metric', value: '9,000', label: 'paid hours not worked eliminated a year' },
        ],
        quote: [
          {
            component: 'quote',
            quote: 'We finally see overtime coming.',
            author: 'Jordan Park',
            author_title: 'Operations Director',
          },
        ],
        link: '/customers/tri-county-fulfillment',
        theme: 'grey',
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<p class="eyebrow">Tri-County Fulfillment</p>');
    expect(html).toContain('<h2 class="section__title">Overtime down by a third in one quarter</h2>');
    expect(html).toContain(
      '<strong class="case-study-metrics__value">34%</strong> <span class="case-study-metrics__label">less overtime</span>',
    );
    expect(html).toContain('We finally see overtime coming.');
    expect(html).toContain('href="/customers/tri-county-fulfillment">Read the full story</a>');
    expect(html).toContain('theme-grey');
  });

  it('drops a metric without a value and ignores an unusable quote with a warning', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('case_study_metrics', {
        headline: 'Results',
        metrics: [{ label: 'no value' }, { value: '2x', label: 'faster' }],
        quote: 42,
      }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('metrics[0] value'),
      expect.stringContaining('quote 42'),
    ]);
    expect(html).toContain('2x');
    expect(html).not.toContain('no value');
    expect(html).not.toContain('<figure');
  });
});
