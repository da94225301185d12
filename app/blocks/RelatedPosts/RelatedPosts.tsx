// Up to three articles related to the page: the posts the editor listed (`posts`, full_slugs of
// the page's region), or else the newest posts of `category`, or else the newest posts.
import { REGION_LOCALES, regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData, useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { regionOfSlug } from '../BlogList/blog-fields';
import { PostGrid, type PostTeaser } from '../BlogList/PostCard';
import { EmptyList } from '../BlogList/TeaserCard';
import { warnContent } from '../shared/content-warnings';
import { Section } from '../shared/Section';
import type { RelatedPostsContent } from './RelatedPosts.schema';

export const RELATED_POSTS_MAX = 3;

export interface RelatedPostsData {
  posts: PostTeaser[];
}

export function RelatedPosts({ uid, headline, posts: slugs, theme }: RelatedPostsContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const data = useBlockData<RelatedPostsData>(uid);
  if (!site) return null;
  for (const slug of slugs) {
    if (regionOfSlug(slug) !== site.region) {
      warnContent(`related_posts#${uid}: post "${slug}" is not in the ${site.region} blog; left out`);
    }
  }
  const posts = (data?.posts ?? []).slice(0, RELATED_POSTS_MAX);
  return (
    <Section theme={theme} headline={headline} editable={editable}>
      {posts.length > 0 ? (
        <PostGrid posts={posts} locale={REGION_LOCALES[site.region]} />
      ) : (
        <EmptyList>
          More articles on this topic are on their way.{' '}
          <a href={regionPath(site.region, '/blog')}>Browse the blog</a>
        </EmptyList>
      )}
    </Section>
  );
}
