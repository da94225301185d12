// The site's own verdict on a block before it is saved: each field's value parsed by the zod schema
// the site renders it with (the same schemas components.json is generated from), collecting the
// warnings the site would log. A value the site replaces gets the schema's message and what the site
// shows instead; a value that makes the site leave the block out gets zod's message. Nested blocks
// are checked as blocks of their own, so a list field is not checked here.
import { z } from 'zod';
import { collectContentWarnings, type ContentWarning } from '../../../app/blocks/shared/content-warnings';
import { siteSchemas } from '../../../scripts/storyblok/site-schemas';

/** A check's finding: the field's key ('' for the block as a whole) and the message to show. */
export interface SiteFinding {
  field: string;
  message: string;
}

type Shape = Readonly<Record<string, z.ZodType>>;

let schemas: ReadonlyMap<string, z.ZodType> | undefined;

/** Every component's schema by its name: blocks, page types, settings and list items. */
function schemaIndex(): ReadonlyMap<string, z.ZodType> {
  if (schemas) return schemas;
  const site = siteSchemas();
  const index = new Map<string, z.ZodType>();
  // An item name shared by several lists stands for one schema (the generator checks), so the first
  // is the one; a registered block or page type of the same name defines it instead.
  for (const [name, items] of site.items) {
    const [first] = items;
    if (first) index.set(name, first);
  }
  for (const source of [site.settings, site.pageTypes, site.blocks]) {
    for (const [name, schema] of source) index.set(name, schema);
  }
  schemas = index;
  return index;
}

/** The object schema's fields, through the transforms around it (`z.object(...).transform(...)`). */
function shapeOf(schema: z.ZodType): Shape | null {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 5; depth += 1) {
    if (current instanceof z.ZodObject) return current.shape as Shape;
    if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return null;
  }
  return null;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const EMPTY = new Set(['""', '[]', 'null', 'missing']);

function warningMessage(warning: ContentWarning): string {
  if (warning.reason !== undefined && warning.replacement !== undefined) {
    const instead = EMPTY.has(warning.replacement)
      ? 'the site leaves it empty'
      : `the site uses ${warning.replacement} instead`;
    return `${sentence(warning.reason)}: ${instead}.`;
  }
  return `The site says: ${warning.problem}.`;
}

function refusalMessage(error: z.ZodError): string {
  return `${sentence(error.issues[0]?.message ?? 'Not accepted')}: the site leaves this block out.`;
}

/**
 * What the site would say about `block`'s own fields (those in `skip` are nested block lists,
 * checked block by block). An unknown component has no findings here: the form says so itself.
 */
export function siteFindings(
  block: Readonly<Record<string, unknown>>,
  skip: ReadonlySet<string>,
): SiteFinding[] {
  const component = typeof block.component === 'string' ? block.component : '';
  const schema = schemaIndex().get(component);
  if (!schema) return [];
  const findings: SiteFinding[] = [];
  const fieldWarnings = new Set<string>();
  const shape = shapeOf(schema);
  for (const [key, fieldSchema] of Object.entries(shape ?? {})) {
    const { result, warnings } = collectContentWarnings(() => fieldSchema.safeParse(block[key]));
    for (const warning of warnings) fieldWarnings.add(warning.problem);
    if (skip.has(key)) continue;
    const [first] = warnings;
    if (!result.success) findings.push({ field: key, message: refusalMessage(result.error) });
    else if (first) findings.push({ field: key, message: warningMessage(first) });
  }
  // What only the whole block says: checks across its fields (a table's rows against its columns),
  // on the field its line names first where it names one (`rating missing (...)`).
  const keys = Object.keys(shape ?? {});
  const named = (text: string) =>
    keys.find((key) => text.startsWith(`${key} `) || text.startsWith(`${key}[`));
  const { result, warnings } = collectContentWarnings(() => schema.safeParse(block));
  const whole = warnings.find((warning) => !fieldWarnings.has(warning.problem));
  if (whole) findings.push({ field: named(whole.problem) ?? '', message: warningMessage(whole) });
  else if (!result.success && findings.length === 0) {
    const [issue] = result.error.issues;
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : '';
    // A refusal inside a nested list is its block's to report.
    if (!skip.has(field)) findings.push({ field, message: refusalMessage(result.error) });
  }
  return findings;
}
