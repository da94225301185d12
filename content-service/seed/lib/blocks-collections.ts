// Builders for the collections blocks (blog, glossary, training and insight lists, newsletter). Text is region-neutral
// copy with `{token}`s (lib/locale.ts); paths starting with `~` are region-relative. Blog posts are
// named by full_slug, which the page builder checks against the region's seed posts.
import { link, type ImageField } from './blocks';
import type { Block } from './story';

/** Section themes; 'grey' is left out because the us localiser would spell it 'gray'. */
export type Theme =
  'white' | 'yellow' | 'peach' | 'azure' | 'pink' | 'purple' | 'purple-light' | 'enterprise';

/** Drops unset fields, so the seed only stores what an editor would have filled in. */
function blockOf(component: string, fields: Record<string, unknown>): Block {
  return {
    component,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  };
}

interface ListSpec {
  headline?: string;
  intro?: string;
  count?: number;
  theme?: Theme;
}

export function blogList(spec: ListSpec & { category?: string; link_text?: string } = {}): Block {
  return blockOf('blog_list', { ...spec });
}

export interface BlogPostHeaderSpec {
  title: string;
  category?: string;
  intro?: string;
  author?: string;
  /** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm'. */
  published?: string;
  updated?: string;
  no_time?: boolean;
  image?: ImageField;
  theme?: Theme;
}

export function blogPostHeader(spec: BlogPostHeaderSpec): Block {
  return blockOf('blog_post_header', { ...spec });
}

export function blogCategories(spec: { headline?: string; intro?: string; theme?: Theme } = {}): Block {
  return blockOf('blog_categories', { ...spec });
}

export function featuredPost(
  post: string,
  spec: { eyebrow?: string; link_text?: string; theme?: Theme } = {},
): Block {
  return blockOf('featured_post', { post, ...spec });
}

export function relatedPosts(spec: {
  headline?: string;
  category?: string;
  posts?: string[];
  theme?: Theme;
}): Block {
  return blockOf('related_posts', { ...spec });
}

export interface AuthorBioSpec {
  name: string;
  role?: string;
  avatar?: ImageField;
  bio?: string;
  eyebrow?: string;
  to?: string;
  link_text?: string;
  theme?: Theme;
}

export function authorBio({ to, ...spec }: AuthorBioSpec): Block {
  return blockOf('author_bio', { ...spec, link: to ? link(to) : undefined });
}

export function glossaryIndex(spec: { headline?: string; intro?: string; theme?: Theme } = {}): Block {
  return blockOf('glossary_index', { ...spec });
}

export function trainingList(spec: ListSpec = {}): Block {
  return blockOf('training_list', { ...spec });
}

export function lessonList(spec: ListSpec = {}): Block {
  return blockOf('lesson_list', { ...spec });
}

export function liveTrainingList(spec: ListSpec & { register_text?: string } = {}): Block {
  return blockOf('live_training_list', { ...spec });
}

export function insightList(spec: ListSpec = {}): Block {
  return blockOf('insight_list', { ...spec });
}

export function newsletterSignup(
  spec: {
    headline?: string;
    subline?: string;
    cta_text?: string;
    to?: string;
    note?: string;
    theme?: Theme;
  } = {},
): Block {
  const { to, ...fields } = spec;
  return blockOf('newsletter_signup', { ...fields, link: to ? link(to) : undefined });
}
