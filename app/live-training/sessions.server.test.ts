import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveTraining } from '../blocks/BlogList/fixtures';
import { logger } from '../logging/logger.server';

const loadStoryByUuid = vi.hoisted(() => vi.fn());
vi.mock('../content/stories.server', () => ({ loadStoryByUuid }));

const { findLiveSession } = await import('./sessions.server');

afterEach(() => {
  loadStoryByUuid.mockReset();
  vi.restoreAllMocks();
});

describe('findLiveSession', () => {
  it("finds a live_training story of the region's training folder by uuid", async () => {
    const story = liveTraining('gb/training/live-training/essentials', { starts_at: '2026-12-09 10:00' });
    loadStoryByUuid.mockResolvedValue({ ok: true, value: story });
    const found = await findLiveSession(story.uuid, 'gb');
    expect(loadStoryByUuid).toHaveBeenCalledWith(story.uuid, ['live_training']);
    expect(found).toEqual({
      ok: true,
      session: {
        id: story.uuid,
        title: story.content.title,
        startsAt: '2026-12-09T10:00:00.000Z',
        endsAt: '2026-12-09T11:00:00.000Z',
        timeZone: 'Europe/London',
      },
    });
  });

  it("is not found in another region's folder, nor without a readable start", async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    loadStoryByUuid.mockResolvedValue({ ok: true, value: liveTraining('us/training/live-training/x') });
    expect(await findLiveSession('id', 'gb')).toEqual({ ok: false, failure: 'not-found' });
    loadStoryByUuid.mockResolvedValue({
      ok: true,
      value: liveTraining('gb/training/live-training/x', { starts_at: 'soon' }),
    });
    expect(await findLiveSession('id', 'gb')).toEqual({ ok: false, failure: 'not-found' });
  });

  it('tells a missing story from a content service that did not answer', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    loadStoryByUuid.mockResolvedValue({ ok: false, failure: 'not-found', message: '404' });
    expect(await findLiveSession('id', 'us')).toEqual({ ok: false, failure: 'not-found' });
    loadStoryByUuid.mockResolvedValue({ ok: false, failure: 'invalid', message: 'bad content' });
    expect(await findLiveSession('id', 'us')).toEqual({ ok: false, failure: 'not-found' });
    loadStoryByUuid.mockResolvedValue({ ok: false, failure: 'unavailable', message: 'timeout' });
    expect(await findLiveSession('id', 'us')).toEqual({ ok: false, failure: 'unavailable' });
  });
});
