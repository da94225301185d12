// A content block as the page receives it: parsed on the server by its own schema
// (parse-blocks.server.ts), so the browser gets props ready to render and never the schemas.
//
// Block lists also sit inside blocks (containers, rich text), so a schema field must be able to
// parse a nested list. The parser needs every block's schema, and some of those schemas need that
// field: a static import would be a cycle, so the parser is handed in when its module loads.

export interface ParsedBlock {
  component: string;
  /** The block's `_uid`: React keys, element ids and the key of its server data. */
  uid: string;
  /** What the block's schema produced; null for a component no block is registered for. */
  props: Record<string, unknown> | null;
}

export type BlockList = readonly ParsedBlock[];

type BlockListParser = (raw: readonly unknown[]) => ParsedBlock[];

let parser: BlockListParser | undefined;

/** Called once by parse-blocks.server.ts. */
export function provideBlockListParser(parse: BlockListParser): void {
  parser = parse;
}

/** Parses a nested list of raw blocks with the parser parse-blocks.server.ts provides. */
export function parseBlockList(raw: readonly unknown[]): ParsedBlock[] {
  if (!parser)
    throw new Error('Block lists are parsed by app/blocks/parse-blocks.server.ts; import it first');
  return parser(raw);
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
