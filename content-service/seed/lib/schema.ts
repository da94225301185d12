// The README's component table as data, for the seed checker.

export type FieldKind = 'string' | 'doc' | 'blocks' | 'multilink' | 'asset' | 'number' | 'boolean';

export interface FieldRule {
  kind: FieldKind;
  optional?: boolean;
  /** For `blocks`: the component every block must be. */
  of?: string;
}

export const COMPONENTS: Record<string, Record<string, FieldRule>> = {
  page: {
    body: { kind: 'blocks' },
    layout: { kind: 'string', optional: true },
    seo_title: { kind: 'string' },
    seo_description: { kind: 'string' },
  },
  hero: {
    headline: { kind: 'string' },
    subheadline: { kind: 'string' },
    cta_text: { kind: 'string' },
    cta_link: { kind: 'multilink' },
    image: { kind: 'asset', optional: true },
  },
  rich_text_section: { text: { kind: 'doc' } },
  feature_grid: { headline: { kind: 'string' }, features: { kind: 'blocks', of: 'feature' } },
  feature: { title: { kind: 'string' }, text: { kind: 'string' } },
  cta_banner: {
    headline: { kind: 'string' },
    text: { kind: 'string' },
    button_text: { kind: 'string' },
    button_link: { kind: 'multilink' },
  },
  faq: { headline: { kind: 'string' }, items: { kind: 'blocks', of: 'faq_item' } },
  faq_item: { question: { kind: 'string' }, answer: { kind: 'doc' } },
  quote: {
    quote: { kind: 'doc' },
    author: { kind: 'string' },
    author_title: { kind: 'string' },
    company: { kind: 'string' },
  },
  blog_post: {
    title: { kind: 'string' },
    intro: { kind: 'string' },
    date: { kind: 'string' },
    author: { kind: 'string' },
    category: { kind: 'string' },
    image: { kind: 'asset', optional: true },
    body: { kind: 'doc' },
    seo_description: { kind: 'string' },
  },
  glossary_term: {
    term: { kind: 'string' },
    short_definition: { kind: 'string' },
    definition: { kind: 'doc' },
  },
  training_item: {
    title: { kind: 'string' },
    summary: { kind: 'string' },
    duration: { kind: 'string' },
    level: { kind: 'string' },
    body: { kind: 'doc' },
  },
  lesson: {
    title: { kind: 'string' },
    summary: { kind: 'string' },
    duration: { kind: 'string' },
    body: { kind: 'doc' },
  },
  live_training: {
    title: { kind: 'string' },
    summary: { kind: 'string' },
    starts_at: { kind: 'string' },
    duration: { kind: 'string' },
    host: { kind: 'string' },
    body: { kind: 'doc' },
  },
  customer_story: {
    company: { kind: 'string' },
    headline: { kind: 'string' },
    industry: { kind: 'string' },
    location: { kind: 'string' },
    employees: { kind: 'string' },
    summary: { kind: 'string' },
    body: { kind: 'doc' },
    quote: { kind: 'string' },
    quote_author: { kind: 'string' },
    quote_author_title: { kind: 'string' },
    results: { kind: 'blocks', of: 'result' },
  },
  result: { metric: { kind: 'string' }, label: { kind: 'string' } },
  insight: {
    title: { kind: 'string' },
    summary: { kind: 'string' },
    date: { kind: 'string' },
    category: { kind: 'string' },
    body: { kind: 'doc' },
  },
  compliance_item: {
    title: { kind: 'string' },
    summary: { kind: 'string' },
    jurisdiction: { kind: 'string' },
    updated: { kind: 'string' },
    body: { kind: 'doc' },
  },
  error_page: { body: { kind: 'blocks', of: 'error_block' } },
  error_block: {
    status_code: { kind: 'number', optional: true },
    hide_status_code: { kind: 'boolean', optional: true },
    headline: { kind: 'string' },
    subheadline: { kind: 'string', optional: true },
    links: { kind: 'blocks', of: 'error_link' },
    image: { kind: 'asset', optional: true },
  },
  error_link: { text: { kind: 'string' }, link: { kind: 'multilink' } },
  redirects: { rules: { kind: 'blocks', of: 'redirect_rule' } },
  redirect_rule: { from: { kind: 'string' }, to: { kind: 'string' }, status: { kind: 'number' } },
};

/** Components allowed directly in a page body. */
export const PAGE_BLOCKS = new Set([
  'hero',
  'rich_text_section',
  'feature_grid',
  'cta_banner',
  'faq',
  'quote',
]);

export const LAYOUTS = new Set([
  'default',
  'default-login',
  'default-logo-title-home-link',
  'default-widget',
]);

export const JURISDICTIONS: Record<string, Set<string>> = {
  us: new Set(['California', 'New York', 'Oregon', 'Illinois', 'Washington']),
  gb: new Set(['England', 'Scotland', 'Wales', 'Northern Ireland', 'United Kingdom']),
  au: new Set(['New South Wales', 'Victoria', 'Queensland', 'Western Australia', 'Federal']),
};
