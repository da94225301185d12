// The zod -> Storyblok field mapping, kind by kind (components.ts).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imageSchema } from '../../app/media/image.schema';
import { richTextSchema } from '../../app/rich-text/rich-text.schema';
import { flag, link, nestedBlocks, optional, text } from '../../app/blocks/shared/fields.schema';
import { withHint } from '../../app/blocks/shared/storyblok-hints';
import { buildComponents, displayName, fieldsOf } from './components';

const BLOCKS = ['hero', 'faq'];
const fields = (shape: z.ZodRawShape) => fieldsOf(z.object(shape), { component: 'test', blockNames: BLOCKS });
const field = (schema: z.ZodType) => {
  const found = fields({ value: schema }).value;
  if (!found) throw new Error('no field');
  const { pos: _pos, display_name: _name, ...rest } = found;
  return rest;
};

describe('zod to Storyblok fields', () => {
  it('maps a string to text, with its max length; a long one to textarea', () => {
    expect(field(z.string())).toEqual({ type: 'text', required: true });
    expect(field(z.string().max(80))).toEqual({ type: 'text', max_length: 80, required: true });
    expect(field(z.string().max(2000).optional())).toEqual({ type: 'textarea', max_length: 2000 });
    expect(field(withHint(z.string().optional(), { type: 'textarea' }))).toEqual({ type: 'textarea' });
  });

  it('maps numbers with their bounds and booleans', () => {
    expect(field(z.number().int().min(1).max(12).optional())).toEqual({
      type: 'number',
      min_value: 1,
      max_value: 12,
    });
    expect(field(flag('wide'))).toEqual({ type: 'boolean', default_value: false });
  });

  it('maps an enum to an option with every value, nullable or not', () => {
    const options = [
      { name: 'Normal', value: 'normal' },
      { name: 'Extra wide', value: 'extra-wide' },
    ];
    expect(field(z.enum(['normal', 'extra-wide']))).toEqual({ type: 'option', options, required: true });
    expect(field(optional('width', z.enum(['normal', 'extra-wide']).nullable(), 'normal'))).toEqual({
      type: 'option',
      options,
      default_value: 'normal',
    });
  });

  it('takes defaults from the fallback and leaves fields with one optional', () => {
    expect(field(optional('headline', z.string(), 'Hello'))).toEqual({
      type: 'text',
      default_value: 'Hello',
    });
    expect(field(z.string().catch(''))).toEqual({ type: 'text' });
    expect(field(text('label'))).toEqual({ type: 'text', required: true });
  });

  it('maps nested blocks to bloks restricted to the registered blocks, item lists to their item', () => {
    expect(field(nestedBlocks('body'))).toEqual({
      type: 'bloks',
      restrict_components: true,
      component_whitelist: ['faq', 'hero'],
    });
    // items() itself records its item for the site's components, so a test list only carries its hint.
    const rows = withHint(z.array(z.unknown()).optional(), { type: 'bloks', components: ['test_row'] });
    expect(field(rows)).toEqual({
      type: 'bloks',
      restrict_components: true,
      component_whitelist: ['test_row'],
    });
  });

  it('maps rich text, images and links', () => {
    expect(field(richTextSchema)).toEqual({ type: 'richtext' });
    expect(field(z.union([z.string(), richTextSchema]).catch(''))).toEqual({ type: 'richtext' });
    expect(field(optional('image', imageSchema, null))).toEqual({ type: 'asset', filetypes: ['images'] });
    expect(field(link)).toEqual({ type: 'multilink' });
    expect(
      field(withHint(z.unknown().optional(), { type: 'multilink', content_types: ['blog_post'] })),
    ).toEqual({
      type: 'multilink',
      restrict_content_types: true,
      component_whitelist: ['blog_post'],
    });
  });

  it('maps a value editors may type as text (string or number) to text', () => {
    expect(field(z.union([z.string(), z.number()]).optional())).toEqual({ type: 'text' });
  });

  it('names the property it cannot map', () => {
    expect(() => fields({ odd: z.array(z.object({ a: z.string() })) })).toThrow(/test\.odd/);
  });

  it('skips _uid and component, numbers the fields in schema order and names them', () => {
    const result = fields({ _uid: z.string(), component: z.literal('x'), b: z.string(), a: z.boolean() });
    expect(Object.keys(result)).toEqual(['b', 'a']);
    expect(result.a).toMatchObject({ pos: 1, display_name: 'A' });
    expect(displayName('cta_text')).toBe('Cta text');
  });

  it('builds root page types and settings, nestable blocks and items, sorted, a block winning over an item of its name', () => {
    const quote = z.object({ quote: z.string() });
    const components = buildComponents({
      pageTypes: new Map([['page', z.object({ component: z.literal('page'), body: nestedBlocks('body') })]]),
      settings: new Map([['redirects', z.object({ note: z.string() })]]),
      blocks: new Map<string, z.ZodType>([
        ['quote', quote],
        ['footer', z.object({ note: z.string() })],
      ]),
      storyBlocks: new Set(['footer']),
      items: new Map([
        ['quote', new Set<z.ZodType>([z.object({ other: z.string() })])],
        ['faq_item', new Set<z.ZodType>([z.object({ question: z.string() })])],
      ]),
    });
    expect(components.map((c) => [c.name, c.is_root, c.is_nestable, c.component_group_name])).toEqual([
      ['faq_item', false, true, 'Block items'],
      ['footer', true, true, 'Blocks'],
      ['page', true, false, 'Page types'],
      ['quote', false, true, 'Blocks'],
      ['redirects', true, false, 'Settings'],
    ]);
    expect(Object.keys(components[3]?.schema ?? {})).toEqual(['quote']);
  });
});
