// Every route that shows one story: home, content pages, posts, training, customers, insights,
// compliance hub items.
import { config } from '../../config/index';
import type { Route } from './+types/story-page';
import { contentFailureResponse } from '../content/page-errors.server';
import { loadStory } from '../content/stories.server';
import { loadBlockData } from '../blocks/block-data.server';
import { BlockDataProvider } from '../blocks/block-scope';
import { STORY_TARGETS } from '../content/story-targets';
import { SiteLayout } from '../layouts/SiteLayout';
import { navigationContext, regionContext } from '../navigation/context';
import { guarded } from '../navigation/unhandled.server';
import { storyDescription, storyTitle, StoryView } from '../pages/StoryView';
import { canonicalPath, contentSlug } from '../regions/region';
import { pageHeaders } from '../navigation/headers';

export const loader = guarded(async ({ context }: Route.LoaderArgs) => {
  const { url, match } = context.get(navigationContext);
  const region = context.get(regionContext);
  const target = STORY_TARGETS[match.route.kind];
  if (!target) throw new Error(`No story target for route kind ${match.route.kind}`);
  const story = await loadStory(contentSlug(region, target.slug(match.params)), target.components);
  if (!story.ok) throw await contentFailureResponse(story, url, region);
  const blockData = await loadBlockData(story.value.content, { region });
  return { story: story.value, region, blockData, brandName: config().site.brandName };
});

export const headers = pageHeaders;

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const canonical = { tagName: 'link', rel: 'canonical', href: canonicalPath(location.pathname) };
  const { story, brandName } = loaderData;
  const title =
    story.content.component === 'page' && story.fullSlug.endsWith('/home')
      ? brandName
      : `${storyTitle(story)} | ${brandName}`;
  return [{ title }, { name: 'description', content: storyDescription(story) }, canonical];
}

export default function StoryPage({ loaderData }: Route.ComponentProps) {
  const { story, region, blockData, brandName } = loaderData;
  const layout = story.content.component === 'page' ? story.content.layout : 'default';
  return (
    <SiteLayout name={layout} brandName={brandName} region={region} title={storyTitle(story)}>
      <BlockDataProvider value={blockData}>
        <StoryView story={story} region={region} />
      </BlockDataProvider>
    </SiteLayout>
  );
}
