// Which story each single-story route shows: its slug inside the region folder and the
// components that route may show (so /error-page or a glossary term cannot pose as a page).
import type { RouteKind, RouteParams } from '../navigation/route-table';
import type { StoryComponent } from './story-content.schema';

export interface StoryTarget {
  slug: (params: RouteParams) => string;
  components: readonly StoryComponent[];
}

export const STORY_TARGETS: Partial<Record<RouteKind, StoryTarget>> = {
  home: { slug: () => 'home', components: ['page'] },
  'content-page': { slug: (p) => `${p.slug}`, components: ['page'] },
  'blog-post': { slug: (p) => `blog/${p.slug}`, components: ['blog_post'] },
  'training-item': { slug: (p) => `training/${p.slug}`, components: ['training_item'] },
  lesson: { slug: (p) => `training/lessons/${p.slug}`, components: ['lesson'] },
  'live-training': { slug: (p) => `training/live-training/${p.slug}`, components: ['live_training'] },
  'customer-story': { slug: (p) => `customers/${p.customer}`, components: ['customer_story'] },
  insight: { slug: (p) => `insights/${p.slug}`, components: ['insight'] },
  'compliance-hub-item': { slug: (p) => `compliance-hub/${p.slug}`, components: ['compliance_item'] },
};
