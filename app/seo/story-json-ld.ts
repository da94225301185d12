// The structured data of a story's page: the organisation and site on the home page, the product
// with its aggregate rating on the home and pricing pages, breadcrumbs below the home page, and a
// BlogPosting for each post.
import type { Story } from '../content/stories.server';
import { shareImageUrl } from '../media/image';
import { crumbsFor } from '../pages/story-types/trail';
import { REGION_LOCALES, type Region } from '../regions/region';
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  organizationJsonLd,
  softwareApplicationJsonLd,
  webSiteJsonLd,
  type JsonLdDocument,
} from './json-ld';

export interface StoryJsonLdInput {
  story: Story;
  region: Region;
  origin: string;
  canonicalUrl: string;
  brandName: string;
  title: string;
  description: string;
}

export function storyJsonLd(input: StoryJsonLdInput): JsonLdDocument[] {
  const { story, region, origin, canonicalUrl, brandName } = input;
  const inRegion = story.fullSlug.split('/').slice(1).join('/');
  const isHome = inRegion === 'home';
  const product = softwareApplicationJsonLd({ name: brandName, url: `${origin}/` });
  if (isHome) {
    return [
      organizationJsonLd({ brandName, origin }),
      webSiteJsonLd({ name: brandName, url: canonicalUrl, inLanguage: REGION_LOCALES[region] }),
      product,
    ];
  }
  const documents: JsonLdDocument[] = [breadcrumbListJsonLd(crumbsFor(story, region, input.title), origin)];
  if (inRegion === 'pricing') documents.push(product);
  const content = story.content;
  if (content.component === 'blog_post') {
    documents.push(
      blogPostingJsonLd({
        headline: input.title,
        description: input.description,
        datePublished: content.date,
        dateModified: content.updated || null,
        authorName: content.author.split(',')[0]?.trim(),
        image: content.image ? shareImageUrl(content.image) : null,
        url: canonicalUrl,
        publisher: { brandName, origin },
      }),
    );
  }
  return documents;
}
