import { describe, expect, it, vi } from 'vitest';
import { parsedBlock, trainingItem } from '../BlogList/fixtures';
import { rawBlock, renderBlocks } from '../test-support';
import type { TrainingListData } from './TrainingList';

const listAllStories = vi.hoisted(() => vi.fn());
vi.mock('../../content/stories.server', () => ({ listAllStories }));

const { loadTrainingList } = await import('./TrainingList.data.server');

describe('training_list', () => {
  it('shows each course with its level and duration', () => {
    const data: TrainingListData = {
      courses: [
        {
          href: '/au/training/build-your-first-roster',
          title: 'Build your first roster',
          summary: 'From an empty week to a published roster.',
          level: 'Beginner',
          duration: '20 minutes',
        },
      ],
    };
    const { html, warnings } = renderBlocks([rawBlock('training_list', { headline: 'Start here' })], {
      region: 'au',
      blockData: { 'training_list-1': data },
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="section__title">Start here</h2>');
    expect(html).toContain('<a href="/au/training/build-your-first-roster">Build your first roster</a>');
    expect(html).toContain('Level: Beginner');
    expect(html).toContain('20 minutes');
    expect(html).toContain('href="/au/training"');
  });

  it('has an empty state and warns about a count that is not a whole number', () => {
    const { html, warnings } = renderBlocks([rawBlock('training_list', { count: 'lots' })]);
    expect(warnings).toEqual([expect.stringContaining('count "lots"')]);
    expect(html).toContain('New courses are being prepared.');
  });

  it('loads as many courses as asked, in order', async () => {
    listAllStories.mockResolvedValue({
      ok: true,
      value: [
        trainingItem('us/training/a'),
        trainingItem('us/training/b', { level: 'Advanced' }),
        trainingItem('us/training/c'),
      ],
    });
    const data = (await loadTrainingList(parsedBlock('training_list', { count: 2 }), {
      region: 'us',
    })) as TrainingListData;
    expect(data.courses).toEqual([
      {
        href: '/training/a',
        title: 'Course us/training/a',
        summary: 'A course.',
        level: 'Beginner',
        duration: '20 minutes',
      },
      {
        href: '/training/b',
        title: 'Course us/training/b',
        summary: 'A course.',
        level: 'Advanced',
        duration: '20 minutes',
      },
    ]);
  });
});
