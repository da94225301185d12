import { describe, expect, it, vi } from 'vitest';
import { lesson, parsedBlock } from '../BlogList/fixtures';
import { rawBlock, renderBlocks } from '../test-support';
import type { LessonListData } from './LessonList';

const listAllStories = vi.hoisted(() => vi.fn());
vi.mock('../../content/stories.server', () => ({ listAllStories }));

const { loadLessonList } = await import('./LessonList.data.server');

describe('lesson_list', () => {
  it('shows each lesson with its duration, linking to its lesson page', () => {
    const data: LessonListData = {
      lessons: [
        {
          href: '/gb/training/lessons/creating-shift-templates',
          title: 'Creating shift templates',
          summary: 'Save the shifts you use every week.',
          duration: '6 minutes',
        },
      ],
    };
    const { html, warnings } = renderBlocks([rawBlock('lesson_list', {})], {
      region: 'gb',
      blockData: { 'lesson_list-1': data },
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('Short lessons');
    expect(html).toContain(
      '<a href="/gb/training/lessons/creating-shift-templates">Creating shift templates</a>',
    );
    expect(html).toContain('6 minutes');
  });

  it('has an empty state and warns about a count of zero', () => {
    const { html, warnings } = renderBlocks([rawBlock('lesson_list', { count: 0 })]);
    expect(warnings).toEqual([expect.stringContaining('count 0')]);
    expect(html).toContain('Short lessons are being recorded.');
  });

  it('loads the lessons of the region from the lessons folder', async () => {
    listAllStories.mockResolvedValue({ ok: true, value: [lesson('gb/training/lessons/a')] });
    const data = (await loadLessonList(parsedBlock('lesson_list', {}), { region: 'gb' })) as LessonListData;
    expect(listAllStories).toHaveBeenCalledWith(
      expect.objectContaining({ startsWith: 'gb/training/lessons/', component: 'lesson' }),
    );
    expect(data.lessons).toEqual([
      {
        href: '/gb/training/lessons/a',
        title: 'Lesson gb/training/lessons/a',
        summary: 'A lesson.',
        duration: '5 minutes',
      },
    ]);
  });
});
