// Server data of blog_categories: the newest post of each category of filters.blogCategories.
import type { BlockDataLoader } from '../block';
import { BLOG_CATEGORIES } from '../BlogList/blog-fields';
import { regionPosts, sameCategory, toTeaser, type BlogPostStory } from '../BlogList/posts.server';
import type { BlogCategoriesData, NewestInCategory } from './BlogCategories';

/** Posts come newest first, so the first post of a category is its newest. */
export function newestByCategory(posts: BlogPostStory[], categories: readonly string[]): NewestInCategory[] {
  return categories.flatMap((category) => {
    const post = posts.find((candidate) => sameCategory(candidate.content.category, category));
    if (!post) return [];
    const { title, href } = toTeaser(post);
    return [{ category, title, href }];
  });
}

export const loadBlogCategories: BlockDataLoader = async (
  _block,
  { region },
): Promise<BlogCategoriesData> => ({
  newest: newestByCategory(await regionPosts(region), BLOG_CATEGORIES),
});

export default loadBlogCategories;
