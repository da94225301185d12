// The content schemas of the collections blocks (the components are in ./collections.ts).
import { authorBioSchema } from '../AuthorBio/AuthorBio.schema';
import { blogCategoriesSchema } from '../BlogCategories/BlogCategories.schema';
import { blogListSchema } from '../BlogList/BlogList.schema';
import { blogPostHeaderSchema } from '../BlogPostHeader/BlogPostHeader.schema';
import { featuredPostSchema } from '../FeaturedPost/FeaturedPost.schema';
import { glossaryIndexSchema } from '../GlossaryIndex/GlossaryIndex.schema';
import { insightListSchema } from '../InsightList/InsightList.schema';
import { lessonListSchema } from '../LessonList/LessonList.schema';
import { liveTrainingListSchema } from '../LiveTrainingList/LiveTrainingList.schema';
import { newsletterSignupSchema } from '../NewsletterSignup/NewsletterSignup.schema';
import { relatedPostsSchema } from '../RelatedPosts/RelatedPosts.schema';
import { trainingListSchema } from '../TrainingList/TrainingList.schema';

export const collectionsSchemas = {
  blog_list: blogListSchema,
  blog_post_header: blogPostHeaderSchema,
  blog_categories: blogCategoriesSchema,
  featured_post: featuredPostSchema,
  related_posts: relatedPostsSchema,
  author_bio: authorBioSchema,
  glossary_index: glossaryIndexSchema,
  training_list: trainingListSchema,
  lesson_list: lessonListSchema,
  live_training_list: liveTrainingListSchema,
  insight_list: insightListSchema,
  newsletter_signup: newsletterSignupSchema,
};
