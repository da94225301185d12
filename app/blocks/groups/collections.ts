// Collections blocks: lists and teasers of the region's blog, glossary, training and insights, the
// blog post header, author bio and the newsletter band.
import type { BlockComponents } from '../block';
import { AuthorBio } from '../AuthorBio/AuthorBio';
import { BlogCategories } from '../BlogCategories/BlogCategories';
import { BlogList } from '../BlogList/BlogList';
import { BlogPostHeader } from '../BlogPostHeader/BlogPostHeader';
import { FeaturedPost } from '../FeaturedPost/FeaturedPost';
import { GlossaryIndex } from '../GlossaryIndex/GlossaryIndex';
import { InsightList } from '../InsightList/InsightList';
import { LessonList } from '../LessonList/LessonList';
import { LiveTrainingList } from '../LiveTrainingList/LiveTrainingList';
import { NewsletterSignup } from '../NewsletterSignup/NewsletterSignup';
import { RelatedPosts } from '../RelatedPosts/RelatedPosts';
import { TrainingList } from '../TrainingList/TrainingList';
import type { collectionsSchemas } from './collections.schema';

export const collectionsBlocks = {
  blog_list: BlogList,
  blog_post_header: BlogPostHeader,
  blog_categories: BlogCategories,
  featured_post: FeaturedPost,
  related_posts: RelatedPosts,
  author_bio: AuthorBio,
  glossary_index: GlossaryIndex,
  training_list: TrainingList,
  lesson_list: LessonList,
  live_training_list: LiveTrainingList,
  insight_list: InsightList,
  newsletter_signup: NewsletterSignup,
} satisfies BlockComponents<typeof collectionsSchemas>;
