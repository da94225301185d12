// Collections blocks: lists and teasers of the region's blog, glossary, training and insights, the
// blog post header, author bio and the newsletter band.
import { lazyComponent } from '../../app-shell/lazy-component';
import type { BlockComponents } from '../block';
import type { collectionsSchemas } from './collections.schema';

export const collectionsBlocks = {
  blog_list: lazyComponent(() => import('../BlogList/BlogList').then((module) => module.BlogList)),
  blog_post_header: lazyComponent(() =>
    import('../BlogPostHeader/BlogPostHeader').then((module) => module.BlogPostHeader),
  ),
  blog_categories: lazyComponent(() =>
    import('../BlogCategories/BlogCategories').then((module) => module.BlogCategories),
  ),
  featured_post: lazyComponent(() =>
    import('../FeaturedPost/FeaturedPost').then((module) => module.FeaturedPost),
  ),
  related_posts: lazyComponent(() =>
    import('../RelatedPosts/RelatedPosts').then((module) => module.RelatedPosts),
  ),
  author_bio: lazyComponent(() => import('../AuthorBio/AuthorBio').then((module) => module.AuthorBio)),
  glossary_index: lazyComponent(() =>
    import('../GlossaryIndex/GlossaryIndex').then((module) => module.GlossaryIndex),
  ),
  training_list: lazyComponent(() =>
    import('../TrainingList/TrainingList').then((module) => module.TrainingList),
  ),
  lesson_list: lazyComponent(() => import('../LessonList/LessonList').then((module) => module.LessonList)),
  live_training_list: lazyComponent(() =>
    import('../LiveTrainingList/LiveTrainingList').then((module) => module.LiveTrainingList),
  ),
  insight_list: lazyComponent(() =>
    import('../InsightList/InsightList').then((module) => module.InsightList),
  ),
  newsletter_signup: lazyComponent(() =>
    import('../NewsletterSignup/NewsletterSignup').then((module) => module.NewsletterSignup),
  ),
} satisfies BlockComponents<typeof collectionsSchemas>;
