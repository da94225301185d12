import { describe, expect, it, vi } from 'vitest';
import { ContentError, type ContentClient } from './client.server';
import { loadStoryByUuid } from './stories.server';

const UUID = '9e0d3ac1-1d7b-49f7-8504-37033a1589bb';

const rawStory = (component: string) => ({
  id: 100342,
  uuid: UUID,
  name: 'Shiftlane at 25',
  slug: 'shiftlane-at-25-live-q-and-a',
  full_slug: 'us/training/live-training/shiftlane-at-25-live-q-and-a',
  content: { component, title: 'Shiftlane at 25', starts_at: '2033-06-14 12:00' },
});

function client(getStory: ContentClient['getStory']): ContentClient {
  return {
    version: 'published',
    getStory: vi.fn(getStory),
    getStories: () => Promise.reject(new Error('not used')),
    cacheVersion: () => Promise.resolve(1),
    invalidate: () => {},
    adoptCacheVersion: () => {},
  };
}

describe('loadStoryByUuid', () => {
  it('asks the content service for the story by uuid and narrows it to the components asked for', async () => {
    const content = client(() => Promise.resolve(rawStory('live_training')));
    const story = await loadStoryByUuid(UUID, ['live_training'], content);
    expect(content.getStory).toHaveBeenCalledWith(UUID, { find_by: 'uuid' });
    expect(story).toMatchObject({ ok: true, value: { uuid: UUID, content: { component: 'live_training' } } });
  });

  it('is not found for a story of another component, or one the service does not have', async () => {
    const lesson = await loadStoryByUuid(
      UUID,
      ['live_training'],
      client(() => Promise.resolve(rawStory('lesson'))),
    );
    expect(lesson).toMatchObject({ ok: false, failure: 'not-found' });
    const missing = await loadStoryByUuid(
      UUID,
      ['live_training'],
      client(() => Promise.reject(new ContentError('This record could not be found', 404))),
    );
    expect(missing).toMatchObject({ ok: false, failure: 'not-found' });
  });

  it('never sends anything but a uuid to the content service', async () => {
    const content = client(() => Promise.resolve(rawStory('live_training')));
    for (const posted of ['', '../spaces/me', `${UUID}?token=x`, 'us/training/live-training/x']) {
      expect(await loadStoryByUuid(posted, ['live_training'], content)).toMatchObject({
        ok: false,
        failure: 'not-found',
      });
    }
    expect(content.getStory).not.toHaveBeenCalled();
  });

  it('reports a content service that does not answer as unavailable', async () => {
    const down = client(() => Promise.reject(new ContentError('fetch failed', undefined)));
    expect(await loadStoryByUuid(UUID, ['live_training'], down)).toMatchObject({
      ok: false,
      failure: 'unavailable',
    });
  });
});
