// Server data loaders of the collections blocks, by component name (see ../block-data.server.ts).
// Each loader lives beside its block and returns only the fields the block shows.
import type { BlockDataLoader } from '../block-data.server';
import { loadBlogCategories } from '../BlogCategories/BlogCategories.data.server';
import { loadBlogList } from '../BlogList/BlogList.data.server';
import { loadFeaturedPost } from '../FeaturedPost/FeaturedPost.data.server';
import { loadGlossaryIndex } from '../GlossaryIndex/GlossaryIndex.data.server';
import { loadInsightList } from '../InsightList/InsightList.data.server';
import { loadLessonList } from '../LessonList/LessonList.data.server';
import { loadLiveTrainingList } from '../LiveTrainingList/LiveTrainingList.data.server';
import { loadRelatedPosts } from '../RelatedPosts/RelatedPosts.data.server';
import { loadTrainingList } from '../TrainingList/TrainingList.data.server';

export const collectionsBlockData: Readonly<Record<string, BlockDataLoader>> = {
  blog_list: loadBlogList,
  blog_categories: loadBlogCategories,
  featured_post: loadFeaturedPost,
  related_posts: loadRelatedPosts,
  glossary_index: loadGlossaryIndex,
  training_list: loadTrainingList,
  lesson_list: loadLessonList,
  live_training_list: loadLiveTrainingList,
  insight_list: loadInsightList,
};
