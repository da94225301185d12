// Every route that shows one story: home, content pages, posts, training, customers, insights,
// compliance hub items.
import { config } from '../../config/index';
import type { Route } from './+types/story-page';
import { loadBlockData } from '../blocks/block-data.server';
import { BlockDataProvider } from '../blocks/block-scope';
import { contentFailureResponse } from '../content/page-errors.server';
import { loadStory } from '../content/stories.server';
import { STORY_TARGETS } from '../content/story-targets';
import { SiteLayout } from '../layouts/SiteLayout';
import { shareImageUrl } from '../media/image';
import { navigationContext, regionContext } from '../navigation/context';
import { pageHeaders } from '../navigation/headers';
import { guarded } from '../navigation/unhandled.server';
import { handleFormPost } from '../forms/form-action.server';
import { serverActionOrNetworkFailure } from '../forms/network-failure';
import { revalidateAfterFormPost } from '../forms/form-revalidation';
import { pageForms } from '../forms/form-setup.server';
import { rendersForCache } from '../security/response-slots';
import { FormsProvider } from '../forms/ui/FormsContext';
import { storyDescription, storyImage, storyTitle, StoryView } from '../pages/StoryView';
import { contentSlug, REGION_LOCALES } from '../regions/region';
import { pageMeta } from '../seo/head';
import { JsonLd } from '../seo/JsonLd';
import { loadPageSeo } from '../seo/page-seo.server';
import { storyJsonLd } from '../seo/story-json-ld';

export const loader = guarded(async ({ request, context }: Route.LoaderArgs) => {
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
    story: story.value,
    region,
    blockData,
    seo,
    brandName: config().site.brandName,
    forms: pageForms({ forCache: rendersForCache(context) }),
  };
});

/** Every form on the page posts here (app/forms/form-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return handleFormPost(args);
}

export const shouldRevalidate = revalidateAfterFormPost;

/** With JavaScript a post that cannot reach the server shows in its form (app/forms/network-failure.ts). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return serverActionOrNetworkFailure(request, serverAction);
}

export const headers = pageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { story, brandName, region, seo } = loaderData;
  const isHome = story.content.component === 'page' && story.fullSlug.endsWith('/home');
  const image = storyImage(story);
  return pageMeta({
    title: isHome ? brandName : `${storyTitle(story)} | ${brandName}`,
    description: storyDescription(story),
    canonicalUrl: seo.canonicalUrl,
    alternates: seo.alternates,
    image: image ? shareImageUrl(image) : null,
    type: story.content.component === 'blog_post' ? 'article' : 'website',
    siteName: brandName,
    locale: REGION_LOCALES[region],
  });
}

export default function StoryPage({ loaderData }: Route.ComponentProps) {
  const { story, region, blockData, seo, brandName, forms } = loaderData;
  const layout = story.content.component === 'page' ? story.content.layout : 'default';
  const title = storyTitle(story);
  return (
    <SiteLayout name={layout} brandName={brandName} region={region} title={title}>
      <FormsProvider value={forms}>
        <BlockDataProvider value={blockData}>
          <StoryView story={story} region={region} />
        </BlockDataProvider>
      </FormsProvider>
      <JsonLd
        data={storyJsonLd({
          story,
          region,
          origin: seo.origin,
          canonicalUrl: seo.canonicalUrl,
          brandName,
          title,
          description: storyDescription(story),
        })}
      />
    </SiteLayout>
  );
}
