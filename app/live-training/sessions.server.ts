// Finds the session a registration names, through the one door to content (app/content): the
// live_training story with that uuid in the posting region's training folder.
import { loadStoryByUuid } from '../content/stories.server';
import { logger } from '../logging/logger.server';
import { contentSlug, type Region } from '../regions/region';
import { liveSessionOf, type LiveSession } from './session';

export type SessionLookup =
  { ok: true; session: LiveSession } | { ok: false; failure: 'not-found' | 'unavailable' };

export async function findLiveSession(id: string, region: Region): Promise<SessionLookup> {
  const story = await loadStoryByUuid(id, ['live_training']);
  if (!story.ok) {
    if (story.failure !== 'not-found') logger.warn(`Live training ${id} could not be read:`, story.message);
    return { ok: false, failure: story.failure === 'unavailable' ? 'unavailable' : 'not-found' };
  }
  // A session of another region is not one this region's pages offer.
  if (!story.value.fullSlug.startsWith(`${contentSlug(region, 'training/live-training')}/`)) {
    return { ok: false, failure: 'not-found' };
  }
  const session = liveSessionOf(story.value, region);
  if (!session) {
    logger.warn(`Live training ${story.value.fullSlug} has no readable starts_at`);
    return { ok: false, failure: 'not-found' };
  }
  return { ok: true, session };
}
