// The structured data of a story's page: the organisation and site on the home page, the product
// with its plans on the home and pricing pages and on any page that shows its rating (the rating
// itself only there), breadcrumbs below the home page, and a BlogPosting for each post.
import type { Story } from '../content/stories.server';
import { shareImageUrl } from '../media/image';
import { authorName } from '../pages/story-types/Byline';
import { crumbsFor } from '../pages/page-types';
import { REGION_LOCALES, type Region } from '../regions/region';
import { blogPostingJsonLd } from './blog-posting-json-ld';
import { breadcrumbListJsonLd, organizationJsonLd, webSiteJsonLd, type JsonLdDocument } from './json-ld';
import { softwareApplicationJsonLd } from './product-json-ld';

export interface StoryJsonLdInput {
  story: Story;
  region: Region;
  origin: string;
  canonicalUrl: string;
  brandName: string;
  title: string;
  description: string;
  /** From the page's blocks (rating-shown.server.ts, via the loader's `seo`). */
  showsAggregateRating: boolean;
}

/** Pages about the product itself, in a region's content folder. */
const PRODUCT_PAGES = new Set(['home', 'pricing']);

export function storyJsonLd(input: StoryJsonLdInput): JsonLdDocument[] {
  const { story, region, origin, canonicalUrl, brandName, showsAggregateRating } = input;
  const inRegion = story.fullSlug.split('/').slice(1).join('/');
  const product =
    PRODUCT_PAGES.has(inRegion) || showsAggregateRating
      ? [softwareApplicationJsonLd({ name: brandName, region, origin, showsAggregateRating })]
      : [];
  if (inRegion === 'home') {
    return [
      organizationJsonLd({ brandName, origin }),
      webSiteJsonLd({ name: brandName, url: canonicalUrl, inLanguage: REGION_LOCALES[region] }),
      ...product,
    ];
  }
  const documents: JsonLdDocument[] = [
    breadcrumbListJsonLd(crumbsFor(story, region, input.title), origin),
    ...product,
  ];
  const content = story.content;
  if (content.component === 'blog_post') {
    documents.push(
      blogPostingJsonLd({
        headline: input.title,
        description: input.description,
        datePublished: content.date,
        dateModified: content.updated || null,
        region,
        authorName: authorName(content.author) || null,
        image: content.image ? shareImageUrl(content.image) : null,
        url: canonicalUrl,
        publisher: { brandName, origin },
      }),
    );
  }
  return documents;
}
