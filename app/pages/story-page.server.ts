// The data of a page that shows one story: home, content pages, posts, training, customers,
// insights, compliance hub items (the page route, app/routes/page.tsx).
import { scheduleFragmentCheck } from '../content/fragment-check.server';
import { contentFailureResponse } from './content-failure.server';
import { loadStory, narrowStory, type Story } from '../content/stories.server';
import type { StoryContent } from '../content/story-content.schema';
import { STORY_TARGETS } from './page-types';
import { navigationContext, regionContext } from '../navigation/context';
import { sessionStateOf } from '../live-training/session';
import { contentSlug } from '../regions/region';
import { pageDataAround, type PageLoaderArgs } from './page-data.server';

function targetOf(args: PageLoaderArgs) {
  const { match } = args.context.get(navigationContext);
  const target = STORY_TARGETS[match.route.kind];
  if (!target) throw new Error(`No story target for route kind ${match.route.kind}`);
  return target;
}

export async function loadStoryPage(args: PageLoaderArgs) {
  const { url, match } = args.context.get(navigationContext);
  const region = args.context.get(regionContext);
  const target = targetOf(args);
  scheduleFragmentCheck();
  const story = await loadStory(contentSlug(region, target.slug(match.params)), target.components);
  if (!story.ok) throw await contentFailureResponse(story, url, region);
  return storyPageData(story.value, args);
}

/** The page's data around a story already loaded (or, in preview, as the editor has it now). */
async function storyPageData<C extends StoryContent>(story: Story<C>, args: PageLoaderArgs) {
  const region = args.context.get(regionContext);
  const { uuid, name, content } = story;
  return {
    view: 'story' as const,
    story: story as Story,
    // Whether a live session still takes registrations is decided here, with the server's clock, so
    // the page and its hydration agree.
    liveSession:
      content.component === 'live_training'
        ? sessionStateOf({ uuid, name, content }, region, new Date())
        : null,
    ...(await pageDataAround(content, region, args)),
  };
}

/**
 * The page's data for a story the editor sent as it is being edited (unsaved), parsed by the same
 * schemas as a loaded one; null when it cannot be this page's story.
 */
export async function storyPageDataOf(raw: unknown, args: PageLoaderArgs) {
  const story = narrowStory(raw, 'the edited story', targetOf(args).components);
  return story.ok ? storyPageData(story.value, args) : null;
}

export type StoryPageData = Awaited<ReturnType<typeof loadStoryPage>>;
