// Raw story content, validated and reshaped at the boundary (spec §3 "Content story").
// Fields a page can live without fall back to empty values with `.catch`, so a malformed story
// degrades instead of crashing; only an unknown story component is refused.
import { z } from 'zod';
import { assetSchema } from './links';

export const LAYOUTS = [
  'default',
  'default-login',
  'default-logo-title-home-link',
  'default-widget',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

const text = z.string().catch('');
const optionalImage = assetSchema.nullish().catch(null);

export const richTextSchema = z
  .object({ type: z.literal('doc'), content: z.array(z.unknown()).catch([]) })
  .catch({ type: 'doc', content: [] });
export type RichTextDoc = z.output<typeof richTextSchema>;

/** A content block: validated by its own block schema when it is rendered. */
export const blockSchema = z.looseObject({ component: z.string(), _uid: z.string().catch('') });
export type RawBlock = z.output<typeof blockSchema>;
const blocks = z.array(z.unknown()).catch([]);

export const pageContentSchema = z.object({
  component: z.literal('page'),
  body: blocks,
  layout: z.enum(LAYOUTS).catch('default'),
  seo_title: text,
  seo_description: text,
});

export const blogPostContentSchema = z.object({
  component: z.literal('blog_post'),
  title: text,
  intro: text,
  date: text,
  author: text,
  category: text,
  image: optionalImage,
  body: richTextSchema,
  seo_description: text,
});

export const glossaryTermContentSchema = z.object({
  component: z.literal('glossary_term'),
  term: text,
  short_definition: text,
  definition: richTextSchema,
});

const articleFields = { title: text, summary: text, body: richTextSchema };

export const trainingItemContentSchema = z.object({
  component: z.literal('training_item'),
  ...articleFields,
  duration: text,
  level: text,
});

export const lessonContentSchema = z.object({
  component: z.literal('lesson'),
  ...articleFields,
  duration: text,
});

export const liveTrainingContentSchema = z.object({
  component: z.literal('live_training'),
  ...articleFields,
  starts_at: text,
  duration: text,
  host: text,
});

export const customerStoryContentSchema = z.object({
  component: z.literal('customer_story'),
  company: text,
  headline: text,
  industry: text,
  location: text,
  employees: z.union([z.string(), z.number()]).transform(String).catch(''),
  summary: text,
  body: richTextSchema,
  quote: z.union([z.string(), richTextSchema]).catch(''),
  quote_author: text,
  quote_author_title: text,
  results: z.array(z.object({ metric: text, label: text })).catch([]),
});

export const insightContentSchema = z.object({
  component: z.literal('insight'),
  ...articleFields,
  date: text,
  category: text,
});

export const complianceItemContentSchema = z.object({
  component: z.literal('compliance_item'),
  ...articleFields,
  jurisdiction: text,
  updated: text,
});

export const storyContentSchema = z.discriminatedUnion('component', [
  pageContentSchema,
  blogPostContentSchema,
  glossaryTermContentSchema,
  trainingItemContentSchema,
  lessonContentSchema,
  liveTrainingContentSchema,
  customerStoryContentSchema,
  insightContentSchema,
  complianceItemContentSchema,
]);

export type StoryContent = z.output<typeof storyContentSchema>;
export type StoryComponent = StoryContent['component'];
export type ContentOf<C extends StoryComponent> = Extract<StoryContent, { component: C }>;
