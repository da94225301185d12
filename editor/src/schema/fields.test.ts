// The form of every component of content/components.json: each Storyblok field type becomes its
// form field, with the definition's label, required flag, options and allowed children.
import { describe, expect, it } from 'vitest';
import { newBlock } from './blocks';
import { COMPONENTS, type ComponentDefinition, type StoryblokField } from './components';
import { componentIndex, fieldOf, formFields, humanise, type FieldKind } from './fields';
import { validateBlock } from './validate';

const INDEX = componentIndex(COMPONENTS);

const KIND_OF_TYPE: Record<string, FieldKind[]> = {
  text: ['text'],
  textarea: ['textarea'],
  number: ['number'],
  boolean: ['boolean'],
  option: ['option'],
  options: ['options', 'stories'],
  multilink: ['link'],
  asset: ['asset'],
  bloks: ['blocks'],
  richtext: ['richtext'],
};

function definition(name: string): ComponentDefinition {
  const found = INDEX.get(name);
  if (!found) throw new Error(`no component ${name}`);
  return found;
}

describe('the form of every component', () => {
  it('covers the whole space', () => {
    expect(COMPONENTS.length).toBeGreaterThan(100);
  });

  describe.each(COMPONENTS.map((component) => [component.name, component] as const))(
    '%s',
    (_name, component) => {
      const fields = formFields(component);

      it('has one field per schema entry, in the definition order', () => {
        expect(fields.map((field) => field.key).sort()).toEqual(Object.keys(component.schema).sort());
        const positions = fields.map((field) => field.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      });

      it.each(Object.entries(component.schema))(
        'maps %s by its type, label and required flag',
        (key, field: StoryblokField) => {
          const form = fields.find((candidate) => candidate.key === key);
          expect(form).toBeDefined();
          if (!form) return;
          expect(KIND_OF_TYPE[field.type], `type ${field.type}`).toContain(form.kind);
          expect(form.label).toBe(field.display_name ?? humanise(key));
          expect(form.required).toBe(field.required === true);
          if (form.kind === 'option' || form.kind === 'options') {
            expect(form.options).toEqual((field.options ?? []).map(({ name, value }) => ({ name, value })));
            expect(form.options.length).toBeGreaterThan(0);
          }
          if (form.kind === 'option' && field.default_value !== undefined) {
            expect(form.options.map((option) => option.value)).toContain(form.defaultValue);
          }
          if (form.kind === 'blocks') {
            expect(form.allowed).toEqual(field.component_whitelist ?? []);
            // Every child a list allows is a block editors can add.
            for (const child of form.allowed) expect(INDEX.get(child)?.is_nestable, child).toBe(true);
          }
          if (form.kind === 'number') {
            expect(form.min).toBe(field.min_value);
            expect(form.max).toBe(field.max_value);
          }
          if (form.kind === 'stories') expect(form.contentTypes).toEqual(field.filter_content_type ?? []);
          if (form.kind === 'link') {
            expect(form.contentTypes).toEqual(
              field.restrict_content_types ? (field.component_whitelist ?? []) : [],
            );
          }
        },
      );

      it('makes a new block with its defaults that is invalid only where it needs a value', () => {
        const block = newBlock(component, 'uid-1');
        expect(block).toMatchObject({ component: component.name, _uid: 'uid-1' });
        const errors = validateBlock(block, INDEX);
        const required = fields.filter((field) => field.required && !('defaultValue' in field));
        const requiredErrors = errors.filter((error) => / is required\.$/.test(error.message));
        expect(requiredErrors.map((error) => error.field).sort()).toEqual(
          required.map((field) => field.key).sort(),
        );
        // Beyond those, only what the site itself says of an empty value (a video needs its address).
        for (const error of errors.filter((error) => !requiredErrors.includes(error))) {
          expect(error.message).toMatch(/: the site (leaves this block out|uses .+ instead)\.$/);
        }
      });
    },
  );
});

describe('fields of known components', () => {
  it('the hero: a required headline, a link, buttons and a theme with its default', () => {
    const fields = formFields(definition('hero'));
    expect(fields.map((field) => [field.key, field.kind, field.required])).toEqual([
      ['headline', 'text', true],
      ['subheadline', 'text', false],
      ['eyebrow', 'text', false],
      ['cta_text', 'text', false],
      ['cta_link', 'link', false],
      ['buttons', 'blocks', false],
      ['image', 'asset', false],
      ['theme', 'option', false],
    ]);
    expect(fields.find((field) => field.key === 'buttons')).toMatchObject({ allowed: ['button'] });
    expect(fields.find((field) => field.key === 'theme')).toMatchObject({ defaultValue: 'purple-light' });
    expect(fields.find((field) => field.key === 'image')).toMatchObject({ filetypes: ['images'] });
  });

  it('a page: its body takes the registered blocks, not the item components', () => {
    const body = formFields(definition('page')).find((field) => field.key === 'body');
    expect(body?.kind).toBe('blocks');
    if (body?.kind !== 'blocks') return;
    expect(body.allowed).toContain('hero');
    expect(body.allowed).toContain('faq');
    expect(body.allowed).not.toContain('faq_item');
    expect(body.allowed).not.toContain('page');
  });

  it('story references: related posts by uuid (a resolved relation), a related-posts list by full_slug', () => {
    expect(formFields(definition('blog_post')).find((field) => field.key === 'related_posts')).toMatchObject({
      kind: 'stories',
      contentTypes: ['blog_post'],
      storedAs: 'uuid',
    });
    expect(formFields(definition('related_posts')).find((field) => field.key === 'posts')).toMatchObject({
      kind: 'stories',
      contentTypes: ['blog_post'],
      storedAs: 'full_slug',
    });
  });

  it('a link restricted to a content type, numbers with their range', () => {
    expect(
      formFields(definition('customer_story_card')).find((field) => field.key === 'story'),
    ).toMatchObject({
      kind: 'link',
      contentTypes: ['customer_story'],
    });
    expect(formFields(definition('blog_list')).find((field) => field.key === 'count')).toMatchObject({
      kind: 'number',
      min: 1,
      max: 12,
      defaultValue: 3,
    });
  });

  it('a type it does not know is shown as unsupported rather than guessed', () => {
    expect(fieldOf('x', 'colour', { type: 'custom' })).toMatchObject({
      kind: 'unsupported',
      type: 'custom',
      label: 'Colour',
    });
  });
});
