// Storyblok component definitions (the `components.json` the Storyblok CLI pushes, one array of
// components) from the site's zod schemas, so editors get the fields and choices the site
// validates. Each schema becomes JSON Schema through zod's own z.toJSONSchema (the input side: what
// an editor may send), and each property becomes a Storyblok field:
//   string                        text; textarea when its maxLength is over 255 or a hint says so
//   number / integer              number (minimum and maximum as min_value / max_value)
//   boolean                       boolean
//   enum                          option, every value of the enum in the schema's order
//   string | number               text
// What JSON Schema cannot say comes from the `x-storyblok` hint the shared field schemas carry
// (app/blocks/shared/storyblok-hints.ts): lists of nested blocks (bloks, restricted to the
// registered blocks or to the list's item component), rich text, image assets, links and story
// references. `required` is a property JSON Schema requires (the site drops or refuses content
// without it); a default is the field's fallback when it has a plain one. A property nothing maps
// is an error that names it, so a new kind of field cannot slip through unnoticed.
import { z } from 'zod';
import { STORYBLOK_HINT, type StoryblokHint } from '../../app/blocks/shared/storyblok-hints';

export type JsonSchema = Record<string, unknown>;

export interface StoryblokField {
  type: string;
  pos: number;
  display_name: string;
  required?: true;
  max_length?: number;
  default_value?: string | number | boolean;
  options?: { name: string; value: string }[];
  min_value?: number;
  max_value?: number;
  restrict_components?: true;
  component_whitelist?: string[];
  maximum?: number;
  filetypes?: string[];
  source?: string;
  filter_content_type?: string[];
  restrict_content_types?: true;
}

export interface StoryblokComponent {
  name: string;
  display_name: string;
  is_root: boolean;
  is_nestable: boolean;
  component_group_name: string;
  schema: Record<string, StoryblokField>;
}

export const GROUPS = {
  pageTypes: 'Page types',
  settings: 'Settings',
  blocks: 'Blocks',
  items: 'Block items',
} as const;

/** Strings longer than this are edited in a textarea. */
export const TEXTAREA_FROM = 255;

/** Properties every block has that are not fields editors fill in. */
const NOT_FIELDS = new Set(['_uid', 'component']);

/**
 * The input JSON Schema of a zod schema; transforms and `unknown` become `{}` (hints fill them in).
 * A field's fallback (its `default` metadata, fields.schema.ts) is copied in explicitly: zod
 * leaves the metadata default of a `.catch` schema out of the input side.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const meta = z.globalRegistry.get(zodSchema);
      if (meta && 'default' in meta) jsonSchema.default = meta.default as never;
    },
  }) as JsonSchema;
}

/** `cta_text` -> `Cta text`; `purple-light` -> `Purple light`. */
export function displayName(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FieldContext {
  /** Where the field is, for errors (`hero.theme`). */
  path: string;
  /** Every registered block, the children a list of nested blocks takes. */
  blockNames: readonly string[];
}

/** A nullable value (`anyOf: [X, {type: 'null'}]`, `type: [X, 'null']`) as X. */
function withoutNull(node: JsonSchema): JsonSchema {
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf) {
    const rest = anyOf.filter((branch) => branch.type !== 'null');
    if (rest.length === 1 && rest[0]) {
      const { anyOf: _anyOf, ...own } = node;
      return withoutNull({ ...rest[0], ...own });
    }
  }
  if (Array.isArray(node.type)) {
    const types = (node.type as string[]).filter((type) => type !== 'null');
    if (types.length === 1) return { ...node, type: types[0] };
  }
  return node;
}

function hintField(hint: StoryblokHint, context: FieldContext): Omit<StoryblokField, 'pos' | 'display_name'> {
  switch (hint.type) {
    case 'bloks':
      return {
        type: 'bloks',
        restrict_components: true,
        component_whitelist: [...(hint.blocks ? context.blockNames : (hint.components ?? []))].sort(),
        ...(hint.maximum === undefined ? {} : { maximum: hint.maximum }),
      };
    case 'asset':
      return { type: 'asset', filetypes: [...hint.filetypes] };
    case 'stories':
      return {
        type: 'options',
        source: 'internal_stories',
        filter_content_type: [...hint.content_types].sort(),
      };
    case 'multilink':
      return hint.content_types
        ? {
            type: 'multilink',
            restrict_content_types: true,
            component_whitelist: [...hint.content_types].sort(),
          }
        : { type: 'multilink' };
    case 'options':
      return { type: 'options', options: hint.values.map((value) => ({ name: displayName(value), value })) };
    case 'number': {
      const { type, ...bounds } = hint;
      return { type, ...bounds };
    }
    default:
      return { type: hint.type };
  }
}

function isPrimitive(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The field of one property, without its position and name. */
export function fieldOf(
  property: JsonSchema,
  context: FieldContext,
): Omit<StoryblokField, 'pos' | 'display_name'> {
  const node = withoutNull(property);
  const hint = (node[STORYBLOK_HINT] ?? onlyHint(node)) as StoryblokHint | undefined;
  const base = hint ? hintField(hint, context) : plainField(node, context);
  const value = node.default;
  const hasDefault = isPrimitive(value) && value !== '' && base.type !== 'bloks';
  return hasDefault ? { ...base, default_value: value } : base;
}

/** The hint of the one hinted branch of a union (rich text that may also be a plain string). */
function onlyHint(node: JsonSchema): unknown {
  const hinted = ((node.anyOf ?? []) as JsonSchema[]).filter((branch) => branch[STORYBLOK_HINT]);
  return hinted.length === 1 ? hinted[0]?.[STORYBLOK_HINT] : undefined;
}

function plainField(node: JsonSchema, context: FieldContext): Omit<StoryblokField, 'pos' | 'display_name'> {
  const values = node.enum as unknown[] | undefined;
  if (values && values.every((value) => typeof value === 'string')) {
    return {
      type: 'option',
      options: (values as string[]).map((value) => ({ name: displayName(value), value })),
    };
  }
  const branches = (node.anyOf as JsonSchema[] | undefined)?.map(withoutNull);
  const types = branches ? branches.map((branch) => branch.type) : [node.type].flat();
  // A value editors may also type as text (a comma-separated list, a number as a string).
  if (types.length > 1 && types.includes('string')) return { type: 'text' };
  if (types.every((type) => type === 'string' || type === 'number' || type === 'integer')) {
    if (types.length === 1 && types[0] !== 'string') return numberField(node);
    if (types.length > 1) return { type: 'text' };
    const maxLength = node.maxLength as number | undefined;
    return {
      type: maxLength !== undefined && maxLength > TEXTAREA_FROM ? 'textarea' : 'text',
      ...(maxLength === undefined ? {} : { max_length: maxLength }),
    };
  }
  if (node.type === 'boolean') return { type: 'boolean' };
  throw new Error(`${context.path}: no Storyblok field for the JSON Schema ${JSON.stringify(node)}`);
}

function numberField(node: JsonSchema): Omit<StoryblokField, 'pos' | 'display_name'> {
  const bound = (value: unknown) =>
    typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
  const min = bound(node.minimum) ?? bound(node.exclusiveMinimum);
  const max = bound(node.maximum) ?? bound(node.exclusiveMaximum);
  return {
    type: 'number',
    ...(min === undefined ? {} : { min_value: min }),
    ...(max === undefined ? {} : { max_value: max }),
  };
}

/**
 * The object a block or item schema describes: itself, or the object branch of a union (a checklist
 * item is a plain string or a `checklist_item` with `text`; editors add the block).
 */
export function objectOf(node: JsonSchema, path: string): JsonSchema {
  if (node.type === 'object') return node;
  const objects = ((node.anyOf ?? node.oneOf) as JsonSchema[] | undefined)?.filter(
    (branch) => branch.type === 'object',
  );
  if (objects?.length === 1 && objects[0]) return objects[0];
  throw new Error(`${path}: expected an object schema, got ${JSON.stringify(node)}`);
}

/** Every field of an object schema, in the schema's order. */
export function fieldsOf(
  schema: z.ZodType,
  context: Omit<FieldContext, 'path'> & { component: string },
): Record<string, StoryblokField> {
  const object = objectOf(jsonSchemaOf(schema), context.component);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  const fields: Record<string, StoryblokField> = {};
  let pos = 0;
  for (const [name, property] of Object.entries(properties)) {
    if (NOT_FIELDS.has(name)) continue;
    const field = fieldOf(property, { ...context, path: `${context.component}.${name}` });
    fields[name] = {
      ...field,
      pos: pos++,
      display_name: displayName(name),
      // Required: the site refuses or drops content without it (it has no fallback for it).
      ...(required.has(name) && withoutNull(property).default === undefined
        ? { required: true as const }
        : {}),
    };
  }
  return fields;
}

export interface SiteSchemas {
  /** Story content schemas (`component` literal): content types. */
  pageTypes: ReadonlyMap<string, z.ZodType>;
  /** Stories that configure the site (redirects, the error page): content types too. */
  settings: ReadonlyMap<string, z.ZodType>;
  /** Registered blocks, by component name. */
  blocks: ReadonlyMap<string, z.ZodType>;
  /** Blocks that are also a story's whole content (the header and footer): root and nestable. */
  storyBlocks: ReadonlySet<string>;
  /** Item components of item lists, by name: every schema registered under the name. */
  items: ReadonlyMap<string, ReadonlySet<z.ZodType>>;
}

/**
 * Every component, sorted by name: page types and settings (root), blocks and the items of item
 * lists (nestable; the blocks that are a story's content are both).
 */
export function buildComponents(site: SiteSchemas): StoryblokComponent[] {
  const blockNames = [...site.blocks.keys()].sort();
  const components = new Map<string, StoryblokComponent>();
  const add = (name: string, schema: z.ZodType, root: boolean, group: string) => {
    if (components.has(name)) throw new Error(`Two components are named ${name}`);
    components.set(name, {
      name,
      display_name: displayName(name),
      is_root: root || site.storyBlocks.has(name),
      is_nestable: !root,
      component_group_name: group,
      schema: fieldsOf(schema, { component: name, blockNames }),
    });
  };
  for (const [name, schema] of site.pageTypes) add(name, schema, true, GROUPS.pageTypes);
  for (const [name, schema] of site.settings) add(name, schema, true, GROUPS.settings);
  for (const [name, schema] of site.blocks) add(name, schema, false, GROUPS.blocks);
  for (const [name, schemas] of site.items) {
    // An item list of a registered block (testimonials are `quote` blocks) uses the block's fields.
    if (site.blocks.has(name)) continue;
    const [first, ...others] = [...schemas];
    if (!first) continue;
    const fields = JSON.stringify(fieldsOf(first, { component: name, blockNames }));
    for (const other of others) {
      if (JSON.stringify(fieldsOf(other, { component: name, blockNames })) !== fields) {
        throw new Error(`Item component ${name} has two different schemas`);
      }
    }
    add(name, first, false, GROUPS.items);
  }
  return [...components.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
