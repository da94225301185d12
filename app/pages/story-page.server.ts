// The data of a page that shows one story: home, content pages, posts, training, customers,
// insights, compliance hub items (the page route, app/routes/page.tsx).
import type { RouterContextProvider } from 'react-router';
import { config } from '../../config/index';
import { loadBlockData } from '../blocks/block-data.server';
import { contentFailureResponse } from '../content/page-errors.server';
import { loadStory } from '../content/stories.server';
import { STORY_TARGETS } from '../content/story-targets';
import { pageForms } from '../forms/form-setup.server';
import { navigationContext, regionContext } from '../navigation/context';
import { contentSlug } from '../regions/region';
import { rendersForCache } from '../security/response-slots';
import { loadPageSeo } from '../seo/page-seo.server';

export interface PageLoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function loadStoryPage({ request, context }: PageLoaderArgs) {
  const { url, match } = context.get(navigationContext);
  const region = context.get(regionContext);
  const target = STORY_TARGETS[match.route.kind];
  if (!target) throw new Error(`No story target for route kind ${match.route.kind}`);
  const story = await loadStory(contentSlug(region, target.slug(match.params)), target.components);
  if (!story.ok) throw await contentFailureResponse(story, url, region);
  const [blockData, seo] = await Promise.all([
    loadBlockData(story.value.content, { region }),
    loadPageSeo(request),
  ]);
  return {
    view: 'story' as const,
    story: story.value,
    region,
    blockData,
    seo,
    brandName: config().site.brandName,
    forms: pageForms({ forCache: rendersForCache(context) }),
  };
}

export type StoryPageData = Awaited<ReturnType<typeof loadStoryPage>>;
