// From a component definition (content/components.json) to the fields of its form. Pure: the form
// components render what this returns, the validation checks values against it, and the unit tests
// cover every component of the space with it.
import { RESOLVED_RELATION_FIELDS } from '../../../app/content/resolved-relations';
import type { ComponentDefinition, StoryblokField, StoryblokOption } from './components';

interface FieldBase {
  /** The content key, e.g. `headline`. */
  key: string;
  label: string;
  required: boolean;
  /** Where the field sits in the form (Storyblok's `pos`). */
  position: number;
}

export type FormField =
  | (FieldBase & { kind: 'text'; maxLength?: number; defaultValue?: string })
  | (FieldBase & { kind: 'textarea'; maxLength?: number; defaultValue?: string })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; defaultValue?: number })
  | (FieldBase & { kind: 'boolean'; defaultValue: boolean })
  | (FieldBase & { kind: 'option'; options: StoryblokOption[]; defaultValue?: string })
  | (FieldBase & { kind: 'options'; options: StoryblokOption[] })
  /** Other stories of these content types (all when empty), stored by uuid or by full_slug. */
  | (FieldBase & { kind: 'stories'; contentTypes: string[]; storedAs: 'uuid' | 'full_slug' })
  /** A story or a URL; with contentTypes, only stories of those types. */
  | (FieldBase & { kind: 'link'; contentTypes: string[] })
  | (FieldBase & { kind: 'asset'; filetypes: string[] })
  | (FieldBase & { kind: 'blocks'; allowed: string[]; maximum?: number })
  | (FieldBase & { kind: 'richtext' })
  /** A type this editor does not know: shown, not editable (the tests keep the space free of them). */
  | (FieldBase & { kind: 'unsupported'; type: string });

export type FieldKind = FormField['kind'];

/** A text field's value that is a list of plain values, as its lines; null for anything else. */
export function textListOf(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const scalar = (item: unknown) =>
    typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';
  return value.every(scalar) ? value.map(String) : null;
}

/** `cta_link` -> `Cta link`, where a definition has no display name. */
export function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function stringDefault(field: StoryblokField): string | undefined {
  return typeof field.default_value === 'string' ? field.default_value : undefined;
}

function numberDefault(field: StoryblokField): number | undefined {
  const value = field.default_value;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

function optionList(field: StoryblokField): StoryblokOption[] {
  return (field.options ?? []).map((option) => ({ name: String(option.name), value: String(option.value) }));
}

/** The form field for one entry of a component's schema. */
export function fieldOf(component: string, key: string, field: StoryblokField): FormField {
  const base: FieldBase = {
    key,
    label: field.display_name || humanise(key),
    required: field.required === true,
    position: typeof field.pos === 'number' ? field.pos : Number.MAX_SAFE_INTEGER,
  };
  const maxLength = typeof field.max_length === 'number' ? { maxLength: field.max_length } : {};
  const withDefault = <T>(value: T | undefined) => (value === undefined ? {} : { defaultValue: value });
  switch (field.type) {
    case 'text':
      return { ...base, kind: 'text', ...maxLength, ...withDefault(stringDefault(field)) };
    case 'textarea':
      return { ...base, kind: 'textarea', ...maxLength, ...withDefault(stringDefault(field)) };
    case 'number':
      return {
        ...base,
        kind: 'number',
        ...(typeof field.min_value === 'number' ? { min: field.min_value } : {}),
        ...(typeof field.max_value === 'number' ? { max: field.max_value } : {}),
        ...withDefault(numberDefault(field)),
      };
    case 'boolean':
      return { ...base, kind: 'boolean', defaultValue: field.default_value === true };
    case 'option':
      return { ...base, kind: 'option', options: optionList(field), ...withDefault(stringDefault(field)) };
    case 'options':
      if (field.source === 'internal_stories') {
        // Resolved relations are uuids (the delivery API resolves them); other lists name full_slugs.
        const resolved = (RESOLVED_RELATION_FIELDS as readonly string[]).includes(`${component}.${key}`);
        return {
          ...base,
          kind: 'stories',
          contentTypes: [...(field.filter_content_type ?? [])],
          storedAs: resolved ? 'uuid' : 'full_slug',
        };
      }
      return { ...base, kind: 'options', options: optionList(field) };
    case 'multilink':
      return {
        ...base,
        kind: 'link',
        contentTypes: field.restrict_content_types ? [...(field.component_whitelist ?? [])] : [],
      };
    case 'asset':
      return { ...base, kind: 'asset', filetypes: [...(field.filetypes ?? [])] };
    case 'bloks':
      return {
        ...base,
        kind: 'blocks',
        allowed: [...(field.component_whitelist ?? [])],
        ...(typeof field.maximum === 'number' ? { maximum: field.maximum } : {}),
      };
    case 'richtext':
      return { ...base, kind: 'richtext' };
    default:
      return { ...base, kind: 'unsupported', type: field.type };
  }
}

/** The fields of a component's form, in the definition's order (`pos`, then key). */
export function formFields(definition: ComponentDefinition): FormField[] {
  return Object.entries(definition.schema)
    .map(([key, field]) => fieldOf(definition.name, key, field))
    .sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
}

/** Component definitions by name. */
export function componentIndex(
  definitions: readonly ComponentDefinition[],
): ReadonlyMap<string, ComponentDefinition> {
  return new Map(definitions.map((definition) => [definition.name, definition]));
}

/** How a component is named to editors. */
export function componentLabel(definition: ComponentDefinition | undefined, name: string): string {
  return definition?.display_name || humanise(name);
}
