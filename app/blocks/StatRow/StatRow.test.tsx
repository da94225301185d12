import { describe, expect, it } from 'vitest';
import stats from '../../local-data/stats.json';
import { rawBlock, renderBlocks } from '../test-support';

const outcomes = [
  { component: 'stat', value: '38%', label: 'less unplanned overtime', source: 'Harborline Coffee Co.' },
  { component: 'stat', value: '6 hrs', label: 'saved per manager each week' },
];

describe('stat_row', () => {
  it('lists each figure with its label and source', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('stat_row', { headline: 'What customers see', stats: outcomes }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">What customers see</h2>');
    expect(html).toContain(
      '<span class="stat-row__value">38%</span> <span class="stat-row__label">less unplanned overtime</span>',
    );
    expect(html).toContain('<small class="stat-row__source">Harborline Coffee Co.</small>');
    expect(html.match(/<li class="stat-row__stat">/g)).toHaveLength(2);
  });

  it('takes site figures from the site state, formatted for the region', () => {
    const block = rawBlock('stat_row', {
      stats: [
        { value: '', label: 'workplaces', site_stat: 'workplaces' },
        { label: 'average rating', site_stat: 'rating' },
      ],
    });
    const us = renderBlocks([block], { region: 'us' }).html;
    expect(us).toContain(`>${stats.workplaces.toLocaleString('en-US')}</span>`);
    expect(us).toContain(`>${stats.aggregateRating.value}/${stats.aggregateRating.best}</span>`);
  });

  it('warns about an unknown site figure and a stat with nothing to show', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('stat_row', {
        stats: [{ value: '12%', label: 'fewer no-shows', site_stat: 'revenue' }, { label: 'nothing here' }],
      }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('site_stat "revenue"'),
      expect.stringContaining('stats[1]'),
    ]);
    expect(html).toContain('12%');
    expect(html).not.toContain('nothing here');
  });
});
