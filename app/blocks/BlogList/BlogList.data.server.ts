// Server data of blog_list: the newest posts of the region, of one category when it names one.
import type { BlockDataLoader } from '../block';
import type { BlogListData } from './BlogList';
import type { BlogListContent } from './BlogList.schema';
import { regionPosts, sameCategory, toTeaser, type BlogPostStory } from './posts.server';

export function latestPosts(posts: BlogPostStory[], category: string, count: number): BlogPostStory[] {
  return posts.filter((post) => !category || sameCategory(post.content.category, category)).slice(0, count);
}

export const loadBlogList: BlockDataLoader = async (block, { region }): Promise<BlogListData> => {
  const { count, category } = block.props as BlogListContent;
  const posts = latestPosts(await regionPosts(region), category, count);
  return { posts: posts.map((post) => toTeaser(post)) };
};

export default loadBlogList;
