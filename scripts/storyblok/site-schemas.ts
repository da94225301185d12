// The site's schemas as the components.json generator reads them: the story types, the block
// registry, the item lists the block schemas declared, and the settings stories. The registries
// find their files with import.meta.glob, so this module runs under Vite (the content:schema script
// loads it through a Vite server) or Vitest, not plain Node.
import { z } from 'zod';
import { BLOCK_SCHEMAS } from '../../app/blocks/registry.schema';
import { ITEM_SCHEMAS, withHint } from '../../app/blocks/shared/storyblok-hints';
import { STORY_SCHEMAS } from '../../app/content/story-content.schema';
import { errorBlockSchema } from '../../app/error-page/error-block.schema';
import { REDIRECT_STATUSES } from '../../app/navigation/route-rules';
import { buildComponents, type SiteSchemas, type StoryblokComponent } from './components';

/**
 * Blocks whose story is the block itself: `{region}/settings/navigation` and `footer`
 * (app/chrome/chrome-content.server.ts). A test checks every seed story's component is a root.
 */
const STORY_BLOCKS = new Set(['header_navigation', 'footer_navigation']);

/**
 * The settings stories, whose readers are not zod schemas of their own: `settings/redirects`
 * (app/navigation/route-rules.ts parses its rules by hand, for the browser) and `{region}/error-page`
 * (app/content/settings.server.ts takes its body's first block as the error block).
 */
const redirectRuleSchema = z.object({
  from: z.string().regex(/^\//),
  to: z.string().min(1),
  // The reader takes the status as a number too (`301`), as the seed has it.
  status: z.preprocess(
    (status) => (typeof status === 'number' ? String(status) : status),
    z.enum(REDIRECT_STATUSES.map(String) as [string, ...string[]]),
  ),
});
const SETTINGS = new Map<string, z.ZodType>([
  [
    'redirects',
    z.object({
      rules: withHint(z.array(redirectRuleSchema).optional(), {
        type: 'bloks',
        components: ['redirect_rule'],
      }),
    }),
  ],
  [
    'error_page',
    z.object({
      body: withHint(z.array(z.unknown()), { type: 'bloks', components: ['error_block'], maximum: 1 }),
    }),
  ],
]);
const SETTINGS_ITEMS = new Map<string, z.ZodType>([
  ['redirect_rule', redirectRuleSchema],
  ['error_block', errorBlockSchema],
]);

export function siteSchemas(): SiteSchemas {
  const items = new Map<string, ReadonlySet<z.ZodType>>(ITEM_SCHEMAS);
  for (const [name, schema] of SETTINGS_ITEMS) items.set(name, new Set([schema]));
  return {
    pageTypes: new Map<string, z.ZodType>(
      STORY_SCHEMAS.map((schema) => [schema.shape.component.value, schema]),
    ),
    settings: SETTINGS,
    blocks: new Map(Object.entries(BLOCK_SCHEMAS)),
    storyBlocks: STORY_BLOCKS,
    items,
  };
}

export function siteComponents(): StoryblokComponent[] {
  return buildComponents(siteSchemas());
}

/** The components.json text: two-space JSON with a final newline. */
export function componentsJson(): string {
  return `${JSON.stringify(siteComponents(), null, 2)}\n`;
}
