// A blog post, with the related posts the content service resolved (resolve_relations).
import { z } from 'zod';
import { withHint } from '../../blocks/shared/storyblok-hints';
import { pathForFullSlug } from '../links';
import { richTextSchema } from '../../rich-text/rich-text.schema';
import { optionalImage, text } from '../story-fields.schema';

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

const blogPostContentSchema = z.object({
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
  related_posts: withHint(relatedPosts, { type: 'stories', content_types: ['blog_post'] }),
});

declare module '../story-content.schema' {
  interface StoryContents {
    blog_post: z.output<typeof blogPostContentSchema>;
  }
}

export default blogPostContentSchema;
