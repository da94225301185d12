// Field errors before saving: what the site would drop or refuse, from the same definitions the
// form is made of (required fields, number ranges, option lists, the blocks a list may hold), then
// what the site's own schemas say of the rest, in the site's words (site-checks.ts): an anchor that
// is not an element id, a value the site would replace.
import type { ComponentDefinition } from './components';
import { blocksIn, type Block } from './blocks';
import { componentLabel, formFields, textListOf, type FormField } from './fields';
import { linkFieldProblem } from './links';
import { siteFindings } from './site-checks';

export interface FieldError {
  /** The block's uid ('' for a block without one). */
  uid: string;
  component: string;
  field: string;
  message: string;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const link = value as { linktype?: unknown; url?: unknown; cached_url?: unknown; id?: unknown };
    if ('linktype' in link || 'url' in link || 'cached_url' in link) {
      return !link.url && !link.cached_url && !link.id;
    }
    const asset = value as { filename?: unknown; imageS3Key?: unknown; imagePublicUrl?: unknown };
    if ('filename' in asset || 'imageS3Key' in asset || 'imagePublicUrl' in asset) {
      return !asset.filename && !asset.imageS3Key && !asset.imagePublicUrl;
    }
    if ((value as { type?: unknown }).type === 'doc') {
      return JSON.stringify(value).indexOf('"text"') === -1;
    }
  }
  return false;
}

/** The message for one field's value, or null when the value is acceptable. */
export function fieldError(
  field: FormField,
  value: unknown,
  definitions: ReadonlyMap<string, ComponentDefinition>,
): string | null {
  if (field.required && isEmpty(value)) return `${field.label} is required.`;
  if (isEmpty(value)) return null;
  switch (field.kind) {
    case 'text':
    case 'textarea':
      if (textListOf(value)) return null;
      if (typeof value !== 'string') return `${field.label} must be text.`;
      if (field.maxLength !== undefined && value.length > field.maxLength) {
        return `${field.label} is ${value.length} characters long; the limit is ${field.maxLength}.`;
      }
      return null;
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'boolean' || !Number.isFinite(number)) return `${field.label} must be a number.`;
      if (field.min !== undefined && number < field.min)
        return `${field.label} must be at least ${field.min}.`;
      if (field.max !== undefined && number > field.max)
        return `${field.label} must be at most ${field.max}.`;
      return null;
    }
    case 'option':
      if (!field.options.some((option) => option.value === String(value))) {
        return `${field.label} must be one of: ${field.options.map((option) => option.name).join(', ')}.`;
      }
      return null;
    case 'options': {
      const values = Array.isArray(value) ? value : [];
      const unknown = values.filter((item) => !field.options.some((option) => option.value === item));
      return unknown.length > 0
        ? `${field.label} has values the site does not know: ${unknown.join(', ')}.`
        : null;
    }
    case 'blocks': {
      const blocks = blocksIn(value);
      if (field.maximum !== undefined && blocks.length > field.maximum) {
        return `${field.label} holds at most ${field.maximum} blocks.`;
      }
      const wrong = blocks.find(
        (block) => field.allowed.length > 0 && !field.allowed.includes(block.component),
      );
      if (wrong) {
        const name = componentLabel(definitions.get(wrong.component), wrong.component);
        return `${field.label} cannot hold a ${name} block.`;
      }
      return null;
    }
    case 'link':
      return linkFieldProblem(value);
    default:
      return null;
  }
}

/** Every field error of the block and the blocks inside it, depth first in form order. */
export function validateBlock(
  block: Block,
  definitions: ReadonlyMap<string, ComponentDefinition>,
): FieldError[] {
  const definition = definitions.get(block.component);
  const uid = block._uid ?? '';
  if (!definition) {
    return [
      { uid, component: block.component, field: '', message: `The site has no ${block.component} block.` },
    ];
  }
  const fields = formFields(definition);
  const own = new Map<string, string>();
  for (const field of fields) {
    const message = fieldError(field, block[field.key], definitions);
    if (message) own.set(field.key, message);
  }
  // The site's word on what the definitions found nothing wrong with; nested block lists are
  // checked block by block below.
  const lists = new Set(fields.filter((field) => field.kind === 'blocks').map((field) => field.key));
  // A refusal of the whole block where a field is already wrong is that field's fault.
  const ownFound = own.size > 0;
  for (const finding of siteFindings(block, lists)) {
    if (own.has(finding.field) || (finding.field === '' && ownFound)) continue;
    own.set(finding.field, finding.message);
  }
  const error = (field: string, message: string): FieldError => ({
    uid,
    component: block.component,
    field,
    message,
  });
  const errors: FieldError[] = [];
  const whole = own.get('');
  if (whole) errors.push(error('', whole));
  for (const field of fields) {
    const message = own.get(field.key);
    if (message) errors.push(error(field.key, message));
    if (field.kind === 'blocks') {
      for (const child of blocksIn(block[field.key])) errors.push(...validateBlock(child, definitions));
    }
  }
  return errors;
}
