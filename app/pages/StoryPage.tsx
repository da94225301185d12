// A page that shows one story, with its head tags (the page route, app/routes/page.tsx).
import { shareImageUrl } from '../media/image';
import { REGION_LOCALES } from '../regions/region';
import { pageMeta } from '../seo/head';
import { storyJsonLd } from '../seo/story-json-ld';
import { PageFrame } from './PageFrame';
import type { StoryPageData } from './story-page.server';
import { storyDescription, storyImage, storyTitle, StoryView } from './StoryView';

export function storyPageMeta({ story, brandName, region, seo }: StoryPageData) {
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

export function StoryPage({ data }: { data: StoryPageData }) {
  const { story, region, seo, brandName } = data;
  const title = storyTitle(story);
  return (
    <PageFrame
      data={data}
      layout={story.content.component === 'page' ? story.content.layout : 'default'}
      title={title}
      jsonLd={storyJsonLd({
        story,
        region,
        origin: seo.origin,
        canonicalUrl: seo.canonicalUrl,
        brandName,
        title,
        description: storyDescription(story),
        showsAggregateRating: seo.showsAggregateRating,
      })}
    >
      <StoryView story={story} region={region} liveSession={data.liveSession} />
    </PageFrame>
  );
}
