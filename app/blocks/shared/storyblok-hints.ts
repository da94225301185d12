// What a field is to an editor in Storyblok, where its zod schema alone does not say: a list of
// nested blocks (and which components it takes), rich text, an image, a link. The hint is zod
// metadata under `x-storyblok`, so z.toJSONSchema carries it into the JSON Schema the component
// definitions are generated from (content/storyblok-components.ts). Item lists also record their
// item schema by component name, because the list's own schema accepts anything and checks each
// item afterwards.
import type { z } from 'zod';

export const STORYBLOK_HINT = 'x-storyblok';

export type StoryblokHint =
  /** Nested blocks: `blocks` = any registered block; `components` = these (items or blocks). */
  | { type: 'bloks'; blocks?: true; components?: readonly string[]; maximum?: number }
  | { type: 'richtext' }
  | { type: 'asset'; filetypes: readonly ['images'] }
  /** A link; with `content_types`, only to stories of those types. */
  | { type: 'multilink'; content_types?: readonly string[] }
  | { type: 'textarea' }
  | { type: 'number'; min_value?: number; max_value?: number }
  /** Any of these values (a list of ids). */
  | { type: 'options'; values: readonly string[] }
  /** References to other stories (resolved by the content service), of these content types. */
  | { type: 'stories'; content_types: readonly string[] };

/** The schema with its Storyblok hint (a copy: zod metadata is per schema instance). */
export function withHint<S extends z.ZodType>(schema: S, hint: StoryblokHint): S {
  return schema.meta({ [STORYBLOK_HINT]: hint });
}

/**
 * The item schemas of every item list, by the component name editors give the item (`faq_item`).
 * A name may be a registered block's (testimonials are `quote` blocks): then the block's own
 * schema defines the component. Any other name must stand for one schema (the generator checks).
 */
export const ITEM_SCHEMAS = new Map<string, Set<z.ZodType>>();

export function registerItem(component: string, schema: z.ZodType): void {
  const known = ITEM_SCHEMAS.get(component) ?? new Set<z.ZodType>();
  known.add(schema);
  ITEM_SCHEMAS.set(component, known);
}
