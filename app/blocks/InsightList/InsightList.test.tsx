import { describe, expect, it, vi } from 'vitest';
import { insight, parsedBlock, testImage } from '../BlogList/fixtures';
import { rawBlock, renderBlocks } from '../test-support';
import type { InsightListData } from './InsightList';

const listAllStories = vi.hoisted(() => vi.fn());
vi.mock('../../content/stories.server', () => ({ listAllStories }));

const { loadInsightList } = await import('./InsightList.data.server');

describe('insight_list', () => {
  it('shows each insight with its picture, category, date and summary', () => {
    const data: InsightListData = {
      insights: [
        {
          href: '/insights/state-of-shift-work-2026',
          title: 'The state of shift work 2026',
          summary: 'What 2,400 hourly workers told us.',
          category: 'Report',
          date: '2026-02-17 09:00',
          image: testImage,
        },
        {
          href: '/insights/no-picture',
          title: 'A report without a picture',
          summary: 'Still listed.',
          category: 'Survey',
          date: '2026-01-10 09:00',
          image: null,
        },
      ],
    };
    const { html, warnings } = renderBlocks([rawBlock('insight_list', {})], {
      blockData: { 'insight_list-1': data },
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('Research and insights');
    expect(html).toContain('<a href="/insights/state-of-shift-work-2026">The state of shift work 2026</a>');
    expect(html).toContain('Report');
    expect(html).toContain('<time dateTime="2026-02-17">February 17, 2026</time>');
    expect(html).toContain('What 2,400 hourly workers told us.');
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toMatch(
      new RegExp(`<img class="teaser-card__image"[^>]* alt="${testImage.alt}"[^>]* loading="lazy"`),
    );
    // The card without a picture keeps the grid's rows even.
    expect(html).toContain('teaser-card__image--none');
  });

  it('has an empty state and warns about a negative count', () => {
    const { html, warnings } = renderBlocks([rawBlock('insight_list', { count: -2 })]);
    expect(warnings).toEqual([expect.stringContaining('count -2')]);
    expect(html).toContain('Our next report is in the works.');
  });

  it('loads the newest insights first', async () => {
    listAllStories.mockResolvedValue({
      ok: true,
      value: [
        insight('us/insights/old', { date: '2026-01-01 09:00' }),
        insight('us/insights/new', { date: '2026-08-01 09:00', image: testImage }),
        insight('us/insights/mid', { date: '2026-05-01 09:00' }),
      ],
    });
    const data = (await loadInsightList(parsedBlock('insight_list', { count: 2 }), {
      region: 'us',
    })) as InsightListData;
    expect(data.insights.map((item) => item.href)).toEqual(['/insights/new', '/insights/mid']);
    expect(data.insights.map((item) => item.image)).toEqual([testImage, null]);
  });
});
