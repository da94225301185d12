// The committed content/components.json against the site's registries and seed: every block and
// page type has its component, every schema field its field (and no other), option lists are the
// enums, and the file is what the generator writes now (`npm run content:schema` after a schema
// change), so it cannot drift from the schemas.
import { readFileSync } from 'node:fs';
import { readSeedStories } from './push';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BLOCK_DEFINITIONS } from '../../app/blocks/registry';
import { PAGE_TYPE_COMPONENTS } from '../../app/pages/page-types';
import type { StoryblokComponent } from './components';
import { COMPONENTS_FILE, CONTENT_DIR } from './paths';
import { componentsJson, siteSchemas } from './site-schemas';

const committedText = readFileSync(COMPONENTS_FILE, 'utf8');
const committed = JSON.parse(committedText) as StoryblokComponent[];
const byName = new Map(committed.map((component) => [component.name, component]));
const site = siteSchemas();

/** The object a block's schema parses, through the wrappers zod puts around it. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else if (current instanceof z.ZodCatch || current instanceof z.ZodOptional) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodUnion) {
      const object = current.options.find(
        (option) => option instanceof z.ZodObject || option instanceof z.ZodPipe,
      );
      if (!object) break;
      current = object as z.ZodType;
    } else break;
  }
  throw new Error('not an object schema');
}

/** The values of the enum a field's schema validates with, found by walking its definition. */
function enumValues(schema: z.ZodType, depth = 0): string[] | undefined {
  if (depth > 12) return undefined;
  if (schema instanceof z.ZodEnum) return schema.options.map(String);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  for (const key of ['innerType', 'in', 'out']) {
    const inner = def[key];
    if (inner instanceof z.ZodType) {
      const found = enumValues(inner, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

describe('content/components.json', () => {
  it('is what the generator writes from the schemas now', () => {
    expect(committedText, 'content/components.json is stale: run npm run content:schema').toBe(
      componentsJson(),
    );
  });

  it('is sorted by component name', () => {
    const names = committed.map((component) => component.name);
    expect(names).toEqual([...names].sort());
  });

  it('has a nestable component for every registered block', () => {
    for (const { name } of BLOCK_DEFINITIONS.values()) {
      expect(byName.get(name), name).toMatchObject({
        is_root: site.storyBlocks.has(name),
        is_nestable: true,
      });
    }
  });

  it('has a root component for every page type and settings story, and no other root', () => {
    for (const name of [...PAGE_TYPE_COMPONENTS, ...site.settings.keys()]) {
      expect(byName.get(name), name).toMatchObject({ is_root: true, is_nestable: false });
    }
    for (const name of site.storyBlocks) {
      expect(byName.get(name), name).toMatchObject({ is_root: true, is_nestable: true });
    }
    const roots = committed.filter((component) => component.is_root).map((component) => component.name);
    expect(roots.sort()).toEqual(
      [...PAGE_TYPE_COMPONENTS, ...site.settings.keys(), ...site.storyBlocks].sort(),
    );
  });

  it('has every component the seed uses: a root one for each story, a nestable one for each block', async () => {
    const problems: string[] = [];
    const visit = (value: unknown, slug: string): void => {
      if (Array.isArray(value)) return value.forEach((item) => visit(item, slug));
      if (!value || typeof value !== 'object') return;
      const { component } = value as { component?: unknown };
      if (typeof component === 'string' && !byName.get(component)?.is_nestable) {
        problems.push(`${slug}: ${component}`);
      }
      Object.values(value).forEach((child) => visit(child, slug));
    };
    for (const story of await readSeedStories(CONTENT_DIR)) {
      const { component, ...fields } = story.content;
      if (!byName.get(String(component))?.is_root)
        problems.push(`${story.full_slug}: ${String(component)} (root)`);
      visit(fields, story.full_slug);
    }
    expect(problems).toEqual([]);
  });

  it('gives every schema field a field, and no field the schema lacks', () => {
    const schemas = [...site.pageTypes, ...site.blocks];
    for (const [name, schema] of schemas) {
      const fields = Object.keys(shapeOf(schema)).filter((key) => key !== '_uid' && key !== 'component');
      expect(Object.keys(byName.get(name)?.schema ?? {}).sort(), name).toEqual(fields.sort());
    }
  });

  it('offers exactly the values of each enum', () => {
    let checked = 0;
    for (const [name, schema] of [...site.pageTypes, ...site.blocks]) {
      const shape = shapeOf(schema);
      for (const [fieldName, field] of Object.entries(byName.get(name)?.schema ?? {})) {
        if (field.type !== 'option') continue;
        const values = enumValues(shape[fieldName] as z.ZodType);
        expect(values, `${name}.${fieldName}`).toBeDefined();
        expect(
          field.options?.map((option) => option.value),
          `${name}.${fieldName}`,
        ).toEqual(values);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('takes every nested block of the seed stories where the seed puts it', async () => {
    const misplaced: string[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      const block = value as Record<string, unknown>;
      const component = typeof block.component === 'string' ? byName.get(block.component) : undefined;
      for (const [key, child] of Object.entries(block)) {
        const field = component?.schema[key];
        if (field?.type === 'bloks' && Array.isArray(child)) {
          for (const item of child as { component?: string }[]) {
            if (!field.component_whitelist?.includes(String(item.component))) {
              misplaced.push(`${String(block.component)}.${key}: ${String(item.component)}`);
            }
          }
        }
        visit(child);
      }
    };
    for (const story of await readSeedStories(CONTENT_DIR)) visit(story.content);
    expect(misplaced).toEqual([]);
  });
});
