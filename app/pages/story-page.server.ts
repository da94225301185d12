// The data of a page that shows one story: home, content pages, posts, training, customers,
// insights, compliance hub items (the page route, app/routes/page.tsx).
import { scheduleFragmentCheck } from '../content/fragment-check.server';
import { contentFailureResponse } from './content-failure.server';
import { loadStory } from '../content/stories.server';
import { STORY_TARGETS } from './page-types';
import { navigationContext, regionContext } from '../navigation/context';
import { sessionStateOf } from '../live-training/session';
import { contentSlug } from '../regions/region';
import { pageDataAround, type PageLoaderArgs } from './page-data.server';

export async function loadStoryPage(args: PageLoaderArgs) {
  const { url, match } = args.context.get(navigationContext);
  const region = args.context.get(regionContext);
  const target = STORY_TARGETS[match.route.kind];
  if (!target) throw new Error(`No story target for route kind ${match.route.kind}`);
  scheduleFragmentCheck();
  const story = await loadStory(contentSlug(region, target.slug(match.params)), target.components);
  if (!story.ok) throw await contentFailureResponse(story, url, region);
  const { uuid, name, content } = story.value;
  return {
    view: 'story' as const,
    story: story.value,
    // Whether a live session still takes registrations is decided here, with the server's clock, so
    // the page and its hydration agree.
    liveSession:
      content.component === 'live_training'
        ? sessionStateOf({ uuid, name, content }, region, new Date())
        : null,
    ...(await pageDataAround(story.value.content, region, args)),
  };
}

export type StoryPageData = Awaited<ReturnType<typeof loadStoryPage>>;
