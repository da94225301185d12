// A content block as the page receives it: parsed on the server by its own schema
// (parse-blocks.server.ts), so the browser gets props ready to render and never the schemas.
//
// Block lists also sit inside blocks (containers, rich text) and stories (a page body). The parser
// needs every block's schema, so a schema field cannot call it without an import cycle: the field
// returns an empty list that remembers its raw blocks (nestedBlockList), and the parser fills every
// such list once the content holding it has been parsed (parseNestedBlockLists). Schemas import
// nothing of the parser, and the parser everything it needs.

import type { EditableAttributes } from '../preview/editable';

export interface ParsedBlock {
  component: string;
  /** The block's `_uid`: React keys, element ids and the key of its server data. */
  uid: string;
  /** What the block's schema produced; null for a component no block is registered for. */
  props: Record<string, unknown> | null;
  /** In an editor's preview only: the attributes the editor finds the block by (app/preview/editable.ts). */
  editable?: EditableAttributes;
}

export type BlockList = readonly ParsedBlock[];

/** Raw blocks of the nested lists a schema has produced and the parser has not filled yet. */
const unparsed = new WeakMap<ParsedBlock[], readonly unknown[]>();

/** A nested block list as a schema field produces it: empty until the parser fills it. */
export function nestedBlockList(raw: readonly unknown[]): BlockList {
  const list: ParsedBlock[] = [];
  unparsed.set(list, raw);
  return list;
}

/** The raw blocks of a nested list still to be filled, handed out once. */
export function takeUnparsedBlocks(list: unknown): readonly unknown[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const raw = unparsed.get(list as ParsedBlock[]);
  if (raw) unparsed.delete(list as ParsedBlock[]);
  return raw;
}

/** Whether a value is a parsed block (the block data loaders look for them in a page's content). */
export function isParsedBlock(value: unknown): value is ParsedBlock {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<ParsedBlock>;
  return typeof candidate.component === 'string' && typeof candidate.uid === 'string' && 'props' in candidate;
}

/** Every parsed block in a parsed content tree (bodies, containers, rich-text embeds). */
export function* blocksIn(value: unknown, depth = 0): Generator<ParsedBlock> {
  if (depth > 40 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* blocksIn(item, depth + 1);
    return;
  }
  if (isParsedBlock(value)) {
    yield value;
    yield* blocksIn(value.props, depth + 1);
    return;
  }
  for (const child of Object.values(value)) yield* blocksIn(child, depth + 1);
}
