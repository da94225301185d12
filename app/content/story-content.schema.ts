// Raw story content, validated and reshaped at the boundary (requirements §3 "Content story").
// Fields a page can live without fall back to empty values with `.catch`, so a malformed story
// degrades instead of crashing; only an unknown story component is refused.
import { z } from 'zod';
import { nestedBlockList, type BlockList } from '../blocks/parsed-block';
import { imageSchema } from '../media/image.schema';
import { richTextSchema } from '../rich-text/rich-text.schema';
import { hrefOf, pathForFullSlug } from './links';

export const LAYOUTS = [
  'default',
  'default-login',
  'default-logo-title-home-link',
  'default-widget',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

const text = z.string().catch('');
const optionalImage = imageSchema.nullish().catch(null);

/** IANA time zone names the runtime knows; anything else falls back to the region's zone later. */
const timeZone = z
  .string()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  })
  .catch('');

/** A related story as resolved by the content service (resolve_relations), reduced to a card. */
const relatedPostSchema = z
  .object({
    name: z.string().catch(''),
    full_slug: z.string(),
    published_at: z.string().nullish(),
    content: z.looseObject({
      component: z.literal('blog_post'),
      title: z.string().catch(''),
      category: z.string().catch(''),
      date: z.string().catch(''),
      image: optionalImage,
    }),
  })
  .transform((story) => ({
    title: story.content.title || story.name,
    path: pathForFullSlug(story.full_slug),
    category: story.content.category,
    date: story.content.date,
    image: story.content.image ?? null,
  }));
export type RelatedPost = z.output<typeof relatedPostSchema>;

/** Unresolved uuids (a relation to an unpublished story) and malformed entries are left out. */
const relatedPosts = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list.flatMap((item) => {
      const parsed = relatedPostSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );

/** A page body: each block parsed by its own schema once the story is (parse-blocks.server.ts). */
const blocks = z
  .array(z.unknown())
  .catch([])
  .transform((list): BlockList => nestedBlockList(list));

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
  /** Last substantive update, shown beside the publication date when set. */
  updated: text,
  /** §9: dates shown without their time part (the first 10 characters). */
  no_time: z.boolean().catch(true),
  related_posts: relatedPosts,
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
  /** IANA zone the session is held in; the date and time are shown there. */
  time_zone: timeZone,
  duration: text,
  host: text,
  registration_text: text,
  registration_link: z
    .unknown()
    .optional()
    .transform((value) => hrefOf(value)),
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
  logo: optionalImage,
  image: optionalImage,
});

export const insightContentSchema = z.object({
  component: z.literal('insight'),
  ...articleFields,
  date: text,
  category: text,
  image: optionalImage,
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
