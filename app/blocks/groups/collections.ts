// Collections blocks: lists and teasers of the region's blog, glossary, training and insights, the
// blog post header, author bio and the newsletter band.
import { block } from '../block';
import { AuthorBio, authorBioSchema } from '../AuthorBio/AuthorBio';
import { BlogCategories, blogCategoriesSchema } from '../BlogCategories/BlogCategories';
import { BlogList, blogListSchema } from '../BlogList/BlogList';
import { BlogPostHeader, blogPostHeaderSchema } from '../BlogPostHeader/BlogPostHeader';
import { FeaturedPost, featuredPostSchema } from '../FeaturedPost/FeaturedPost';
import { GlossaryIndex, glossaryIndexSchema } from '../GlossaryIndex/GlossaryIndex';
import { InsightList, insightListSchema } from '../InsightList/InsightList';
import { LessonList, lessonListSchema } from '../LessonList/LessonList';
import { LiveTrainingList, liveTrainingListSchema } from '../LiveTrainingList/LiveTrainingList';
import { NewsletterSignup, newsletterSignupSchema } from '../NewsletterSignup/NewsletterSignup';
import { RelatedPosts, relatedPostsSchema } from '../RelatedPosts/RelatedPosts';
import { TrainingList, trainingListSchema } from '../TrainingList/TrainingList';

export const collectionsBlocks = {
  blog_list: block(blogListSchema, BlogList),
  blog_post_header: block(blogPostHeaderSchema, BlogPostHeader),
  blog_categories: block(blogCategoriesSchema, BlogCategories),
  featured_post: block(featuredPostSchema, FeaturedPost),
  related_posts: block(relatedPostsSchema, RelatedPosts),
  author_bio: block(authorBioSchema, AuthorBio),
  glossary_index: block(glossaryIndexSchema, GlossaryIndex),
  training_list: block(trainingListSchema, TrainingList),
  lesson_list: block(lessonListSchema, LessonList),
  live_training_list: block(liveTrainingListSchema, LiveTrainingList),
  insight_list: block(insightListSchema, InsightList),
  newsletter_signup: block(newsletterSignupSchema, NewsletterSignup),
};
