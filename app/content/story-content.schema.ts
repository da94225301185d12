// Raw story content, validated and reshaped at the boundary (requirements §3 "Content story").
// Each story type's schema is its own file, story-types/<name>.schema.ts, found here by that name:
// it default-exports its schema and adds its content type to StoryContents, so the union below is
// typed without a list to keep. Fields a page can live without fall back to empty values with
// `.catch`, so a malformed story degrades instead of crashing; only an unknown story component is
// refused.
import { z } from 'zod';

/** Each story type's parsed content by its component name; every story-types/*.schema.ts adds one. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface StoryContents {}

export type StoryComponent = keyof StoryContents;
export type StoryContent = StoryContents[StoryComponent];
export type ContentOf<C extends StoryComponent> = Extract<StoryContent, { component: C }>;

type StorySchema = z.ZodObject<{ component: z.ZodLiteral<StoryComponent> }>;

/** Every story type's content schema (the components.json generator reads their fields). */
export const STORY_SCHEMAS: readonly StorySchema[] = Object.entries(
  import.meta.glob<StorySchema | undefined>('./story-types/*.schema.ts', { eager: true, import: 'default' }),
).map(([file, schema]) => {
  if (!(schema instanceof z.ZodObject) || !(schema.shape.component instanceof z.ZodLiteral))
    throw new Error(`${file} must default-export a z.object with a literal component`);
  return schema;
});

/** The story components the content door accepts. */
export const STORY_COMPONENTS: readonly StoryComponent[] = STORY_SCHEMAS.map(
  (schema) => schema.shape.component.value,
);

export const storyContentSchema = z.discriminatedUnion(
  'component',
  STORY_SCHEMAS as unknown as [StorySchema, ...StorySchema[]],
) as unknown as z.ZodType<StoryContent>;
