// Server data of related_posts: the listed posts of the page's region in the editor's order, or
// the newest posts of the category (or of the whole blog), at most three.
import type { BlockDataLoader } from '../block';
import { regionOfSlug } from '../BlogList/blog-fields';
import { latestPosts } from '../BlogList/BlogList.data.server';
import { regionPosts, toTeaser, type BlogPostStory } from '../BlogList/posts.server';
import type { Region } from '../../regions/region';
import { RELATED_POSTS_MAX, type RelatedPostsData } from './RelatedPosts';
import type { RelatedPostsContent } from './RelatedPosts.schema';

export function relatedPosts(
  posts: BlogPostStory[],
  { slugs, category, region }: { slugs: readonly string[]; category: string; region: Region },
): BlogPostStory[] {
  const listed = slugs.filter((slug) => regionOfSlug(slug) === region);
  if (listed.length > 0) {
    const bySlug = new Map(posts.map((post) => [post.fullSlug, post]));
    return listed.flatMap((slug) => bySlug.get(slug) ?? []).slice(0, RELATED_POSTS_MAX);
  }
  return latestPosts(posts, category, RELATED_POSTS_MAX);
}

export const loadRelatedPosts: BlockDataLoader = async (block, { region }): Promise<RelatedPostsData> => {
  const { posts: slugs, category } = block.props as RelatedPostsContent;
  const posts = relatedPosts(await regionPosts(region), { slugs, category, region });
  return { posts: posts.map((post) => toTeaser(post)) };
};

export default loadRelatedPosts;
