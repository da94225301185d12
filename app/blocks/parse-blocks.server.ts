// Raw content blocks become parsed blocks here, on the server, each by its own schema: the page's
// loader data carries props ready to render, and the browser needs neither zod nor the schemas.
// A block naming an unknown component logs an error (§8 "Missing content component"); production
// leaves it out, development keeps it so the page shows a visible placeholder. A block whose
// content cannot be shown logs a warning and is left out; a wrong value inside a block is warned
// about and replaced (fields.schema.ts).
import { logger } from '../logging/logger.server';
import { editableAttributes } from '../preview/editable';
import { inPreviewScope } from '../preview/preview-scope.server';
import { takeUnparsedBlocks, type ParsedBlock } from './parsed-block';
import { BLOCK_SCHEMAS } from './registry.schema';
import { inBlockScope } from './shared/content-warnings';

interface RawBlock {
  component?: unknown;
  _uid?: unknown;
  _editable?: unknown;
}

export function parseBlocks(blocks: readonly unknown[]): ParsedBlock[] {
  return blocks.flatMap((raw, index): ParsedBlock[] => {
    const candidate = (raw ?? {}) as RawBlock;
    const component = typeof candidate.component === 'string' ? candidate.component : '(none)';
    const uid =
      typeof candidate._uid === 'string' && candidate._uid ? candidate._uid : `${component}-${index}`;
    const schema = Object.hasOwn(BLOCK_SCHEMAS, component) ? BLOCK_SCHEMAS[component] : undefined;
    if (!schema) {
      logger.error(`Missing content component: ${component}`);
      return import.meta.env.DEV ? [{ component, uid, props: null }] : [];
    }
    const parsed = inBlockScope(`${component}#${uid}`, () => schema.safeParse(raw));
    if (!parsed.success) {
      logger.warn(
        `Invalid content for ${component}:`,
        parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; '),
      );
      return [];
    }
    const props = parseNestedBlockLists(parsed.data as Record<string, unknown>);
    // The editor's markers reach the page in preview only: drafts read any other way show none.
    const editable = inPreviewScope() ? editableAttributes(candidate._editable) : undefined;
    return [editable ? { component, uid, props, editable } : { component, uid, props }];
  });
}

/**
 * Fills, in place, every nested block list a schema left in parsed content (parsed-block.ts): a
 * page body, a container's children, the blocks embedded in rich text, at any depth.
 */
export function parseNestedBlockLists<T>(parsed: T): T {
  fill(parsed, 0);
  return parsed;
}

function fill(value: unknown, depth: number): void {
  if (depth > 40 || value === null || typeof value !== 'object') return;
  const raw = takeUnparsedBlocks(value);
  if (raw) {
    (value as ParsedBlock[]).push(...parseBlocks(raw));
    return;
  }
  for (const child of Array.isArray(value) ? value : Object.values(value)) fill(child, depth + 1);
}
