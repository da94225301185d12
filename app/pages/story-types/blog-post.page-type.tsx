import { definePageType } from '../page-type';
import { BlogPostView } from './BlogPostView';

export default definePageType({
  component: 'blog_post',
  routes: { 'blog-post': (params) => `blog/${params.slug}` },
  list: ['Blog', '/blog'],
  View: BlogPostView,
  title: (story) => story.content.title || story.name,
  description: (story) => story.content.seo_description || story.content.intro,
  image: (story) => story.content.image ?? null,
});
