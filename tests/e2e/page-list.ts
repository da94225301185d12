// One page of every type, and content pages that between them use every block of the registry.
import { firstStory } from './content';

const slug = (startsWith: string, component: string) => async () =>
  (await firstStory(startsWith, component)).slug;

export const PAGE_TYPES: { name: string; path: () => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'home-gb', path: async () => '/gb' },
  { name: 'content-page', path: async () => '/pricing' },
  { name: 'blog-list', path: async () => '/blog' },
  { name: 'blog-list-page', path: async () => '/au/blog/page/2' },
  { name: 'blog-post', path: async () => `/blog/${await slug('us/blog/', 'blog_post')()}` },
  { name: 'glossary', path: async () => '/gb/glossary' },
  { name: 'training', path: async () => '/training' },
  { name: 'training-item', path: async () => `/training/${await slug('us/training/', 'training_item')()}` },
  {
    name: 'lesson',
    path: async () => `/au/training/lessons/${await slug('au/training/lessons/', 'lesson')()}`,
  },
  {
    name: 'live-training',
    path: async () =>
      `/gb/training/live-training/${await slug('gb/training/live-training/', 'live_training')()}`,
  },
  { name: 'customers', path: async () => '/customers' },
  {
    name: 'customer-story',
    path: async () => `/au/customers/${await slug('au/customers/', 'customer_story')()}`,
  },
  { name: 'insight', path: async () => `/insights/${await slug('us/insights/', 'insight')()}` },
  { name: 'compliance-hub', path: async () => '/compliance-hub' },
  {
    name: 'compliance-item',
    path: async () => `/gb/compliance-hub/${await slug('gb/compliance-hub/', 'compliance_item')()}`,
  },
  { name: 'legal-page', path: async () => '/privacy' },
  // Content pages that between them use every block of the registry.
  ...[
    '/how-it-works',
    '/gb/why-shiftlane',
    '/au/product-tour',
    '/reviews',
    '/gb/industries',
    '/au/plans',
    '/integrations',
    '/gb/compliance-rules',
    '/au/start-free',
    '/book-a-consultation',
    '/gb/resources',
    '/au/learn',
  ].map((path) => ({ name: `blocks${path.replace(/\//g, '-')}`, path: async () => path })),
  { name: 'login-layout', path: async () => '/login-help' },
  { name: 'error-page', path: async () => '/gb/no-such-page' },
];
