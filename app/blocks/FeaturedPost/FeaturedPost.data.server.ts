// Server data of featured_post: the one post the editor chose, if it is in the page's region.
import { loadStory } from '../../content/stories.server';
import { logger } from '../../logging/logger.server';
import type { BlockDataLoader } from '../block';
import { regionOfSlug } from '../BlogList/blog-fields';
import { toTeaser } from '../BlogList/posts.server';
import type { FeaturedPostData } from './FeaturedPost';
import type { FeaturedPostContent } from './FeaturedPost.schema';

export const loadFeaturedPost: BlockDataLoader = async (block, { region }): Promise<FeaturedPostData> => {
  const { post: slug } = block.props as FeaturedPostContent;
  if (!slug) return { post: null };
  if (regionOfSlug(slug) !== region) {
    logger.warn(`featured_post: ${slug} is not a ${region} blog post; nothing is featured`);
    return { post: null };
  }
  const story = await loadStory(slug, ['blog_post']);
  if (!story.ok) {
    logger.warn(`featured_post: ${slug} could not be loaded:`, story.message);
    return { post: null };
  }
  return { post: toTeaser(story.value, { withIntro: true }) };
};

export default loadFeaturedPost;
