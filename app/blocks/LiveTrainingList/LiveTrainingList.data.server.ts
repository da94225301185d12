// Server data of live_training_list: the region's sessions that start after the request, soonest
// first, with their start formatted in the session's zone (its `time_zone`, else the region's).
import { pathForFullSlug } from '../../content/links';
import { listAllStories, type Story } from '../../content/stories.server';
import type { ContentOf } from '../../content/story-content.schema';
import { REGISTRATION_ANCHOR } from '../../live-training/session';
import { logger } from '../../logging/logger.server';
import { REGION_TIME_ZONES, sessionTime } from '../../format/session-time';
import { contentSlug, REGION_LOCALES, type Region } from '../../regions/region';
import type { BlockDataLoader } from '../block';
import type { LiveTrainingListData, SessionTeaser } from './LiveTrainingList';
import type { LiveTrainingListContent } from './LiveTrainingList.schema';

type LiveStory = Story<ContentOf<'live_training'>>;

/** The sessions that start after `now`, soonest first, shaped for the block. */
export function upcomingSessions(
  stories: LiveStory[],
  { region, now, count }: { region: Region; now: Date; count: number },
): SessionTeaser[] {
  const locale = REGION_LOCALES[region];
  return stories
    .flatMap((story) => {
      const timeZone = story.content.time_zone || REGION_TIME_ZONES[region];
      const when = sessionTime(story.content.starts_at, timeZone, locale);
      if (!when) {
        logger.warn(
          `Live training ${story.fullSlug} has no readable starts_at: "${story.content.starts_at}"`,
        );
        return [];
      }
      return Date.parse(when.iso) > now.getTime() ? [{ story, when }] : [];
    })
    .sort((a, b) => a.when.iso.localeCompare(b.when.iso))
    .slice(0, count)
    .map(({ story, when }) => ({
      href: pathForFullSlug(story.fullSlug),
      // The form on the session's page, unless the content registers elsewhere.
      registerHref:
        story.content.registration_link || `${pathForFullSlug(story.fullSlug)}#${REGISTRATION_ANCHOR}`,
      title: story.content.title || story.name,
      summary: story.content.summary,
      host: story.content.host,
      duration: story.content.duration,
      startsAt: when.iso,
      date: when.date,
      time: when.time,
      timeZone: when.zone,
    }));
}

export const loadLiveTrainingList: BlockDataLoader = async (
  block,
  { region },
): Promise<LiveTrainingListData> => {
  const { count } = block.props as LiveTrainingListContent;
  const stories = await listAllStories({
    startsWith: `${contentSlug(region, 'training/live-training')}/`,
    component: 'live_training',
    sortBy: 'content.starts_at:asc',
  });
  if (!stories.ok) {
    logger.warn(`Live trainings of ${region} could not be listed:`, stories.message);
    return { sessions: [] };
  }
  return { sessions: upcomingSessions(stories.value, { region, now: new Date(), count }) };
};

export default loadLiveTrainingList;
