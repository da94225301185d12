// A content page (the home page among them): its blocks, its layout and its search-engine title and description.
import { z } from 'zod';
import { nestedBlockList, type BlockList } from '../../blocks/parsed-block';
import { withHint } from '../../blocks/shared/storyblok-hints';
import { text } from '../story-fields.schema';

export const LAYOUTS = [
  'default',
  'default-login',
  'default-logo-title-home-link',
  'default-widget',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** A page body: each block parsed by its own schema once the story is (parse-blocks.server.ts). */
const blocks = withHint(
  z
    .array(z.unknown())
    .catch([])
    .transform((list): BlockList => nestedBlockList(list)),
  { type: 'bloks', blocks: true },
);

const pageContentSchema = z.object({
  component: z.literal('page'),
  body: blocks,
  layout: z.enum(LAYOUTS).catch('default'),
  seo_title: text,
  seo_description: text,
});

declare module '../story-content.schema' {
  interface StoryContents {
    page: z.output<typeof pageContentSchema>;
  }
}

export default pageContentSchema;
