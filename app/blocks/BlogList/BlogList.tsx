// The latest posts of the region's blog, optionally of one category, as cards with a link to the
// whole blog. The posts are loaded on the server (BlogList.data.server.ts).
import { REGION_LOCALES, regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData, useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Button } from '../shared/Button';
import { Section } from '../shared/Section';
import type { BlogListContent } from './BlogList.schema';
import { PostGrid, type PostTeaser } from './PostCard';
import { EmptyList, ListFooter } from './TeaserCard';

export interface BlogListData {
  posts: PostTeaser[];
}

export function BlogList({
  uid,
  headline,
  intro,
  count,
  category,
  link_text,
  theme,
}: BlogListContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const data = useBlockData<BlogListData>(uid);
  if (!site) return null;
  const posts = (data?.posts ?? []).slice(0, count);
  const blogHref = regionPath(site.region, '/blog');
  return (
    <Section theme={theme} headline={headline} intro={intro} className="blog-list" editable={editable}>
      {posts.length > 0 ? (
        <PostGrid posts={posts} locale={REGION_LOCALES[site.region]} />
      ) : (
        <EmptyList>
          {category ? `There are no ${category} articles yet.` : 'No articles have been published here yet.'}{' '}
          Please check back soon.
        </EmptyList>
      )}
      <ListFooter>
        <Button text={link_text} href={blogHref} type="outline" />
      </ListFooter>
    </Section>
  );
}
