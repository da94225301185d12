// A blog post as a schema.org BlogPosting, with what Google's article rules ask for: an image (the
// post's, or the site's default article image), dates with the offset of the region's time zone,
// and an author with a URL.
import type { BlogPostingLeaf, WithContext } from 'schema-dts';
import { REGION_TIME_ZONES } from '../format/session-time';
import { BYLINE_ID } from '../pages/story-types/Byline';
import { zonedIsoString } from '../format/wall-clock';
import type { Region } from '../regions/region';
import { DEFAULT_ARTICLE_IMAGE } from './brand-images';
import { absoluteUrl, organizationNode, withContext, type OrganizationInput } from './json-ld';

export interface BlogPostingInput {
  headline: string;
  description: string;
  /** Content's wall-clock 'YYYY-MM-DD HH:mm' in the region's time zone (a bare date is midnight). */
  datePublished: string;
  dateModified?: string | null;
  region: Region;
  authorName?: string | null;
  /** Path or URL; made absolute against the publisher's origin. */
  image?: string | null;
  /** The post's canonical URL. */
  url: string;
  publisher: OrganizationInput;
}

/** ISO 8601 with the region zone's offset ('2025-09-17T09:00:00+01:00'), or null when unreadable. */
function postDate(value: string, region: Region): string | null {
  const reading = value.trim();
  const withTime = /^\d{4}-\d{2}-\d{2}$/.test(reading) ? `${reading} 00:00` : reading;
  return zonedIsoString(withTime, REGION_TIME_ZONES[region]);
}

export function blogPostingJsonLd(input: BlogPostingInput): WithContext<BlogPostingLeaf> {
  const { region, publisher } = input;
  const published = postDate(input.datePublished, region);
  const modified = (input.dateModified && postDate(input.dateModified, region)) || published;
  return withContext({
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    image: absoluteUrl(input.image || DEFAULT_ARTICLE_IMAGE.path, publisher.origin),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    // The site has no author pages: the author's URL is their byline on the post itself (an anchor
    // on the page, which answers 200 and names them with their role).
    ...(input.authorName
      ? { author: { '@type': 'Person', name: input.authorName, url: `${input.url}#${BYLINE_ID}` } }
      : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    publisher: organizationNode(publisher),
  });
}
