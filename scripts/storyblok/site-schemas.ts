// The site's schemas as the components.json generator reads them: the story types, the block
// registry and the item lists the block schemas declared. The registries find their files with
// import.meta.glob, so this module runs under Vite (the content:schema script loads it through a
// Vite server) or Vitest, not plain Node.
import type { z } from 'zod';
import { BLOCK_SCHEMAS } from '../../app/blocks/registry.schema';
import { ITEM_SCHEMAS } from '../../app/blocks/shared/storyblok-hints';
import { STORY_SCHEMAS } from '../../app/content/story-content.schema';
import { buildComponents, type SiteSchemas, type StoryblokComponent } from './components';

export function siteSchemas(): SiteSchemas {
  return {
    pageTypes: new Map<string, z.ZodType>(
      STORY_SCHEMAS.map((schema) => [schema.shape.component.value, schema]),
    ),
    blocks: new Map(Object.entries(BLOCK_SCHEMAS)),
    items: ITEM_SCHEMAS,
  };
}

export function siteComponents(): StoryblokComponent[] {
  return buildComponents(siteSchemas());
}

/** The components.json text: two-space JSON with a final newline (as Prettier formats it). */
export function componentsJson(): string {
  return `${JSON.stringify(siteComponents(), null, 2)}\n`;
}
