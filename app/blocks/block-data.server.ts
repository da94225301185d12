// Server data for blocks that show more than their own content (the latest posts, a customer
// story grid, upcoming live trainings). Each such block names a loader by its component; the page
// loader runs every loader its body needs, in parallel, and hands the results to the blocks by
// `_uid` (block-scope.tsx). A failed loader is logged and its block shows its empty state.
import { logger } from '../logging/logger.server';
import type { Region } from '../regions/region';
import { isParsedBlock, type ParsedBlock } from './parsed-block';
import { collectionsBlockData } from './groups/collections.data.server';
import { proofBlockData } from './groups/proof.data.server';

export interface BlockDataContext {
  region: Region;
}

/**
 * Loads one block's server data from its parsed props (`block.props`, what its own schema produced;
 * a loader may cast them to that schema's output type).
 */
export type BlockDataLoader = (block: ParsedBlock, context: BlockDataContext) => Promise<unknown>;

const LOADERS: Readonly<Record<string, BlockDataLoader>> = { ...collectionsBlockData, ...proofBlockData };

/** Every parsed block in a parsed content tree (bodies, containers, rich-text embeds). */
function* blocksIn(value: unknown, depth = 0): Generator<ParsedBlock> {
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

export async function loadBlockData(
  content: unknown,
  context: BlockDataContext,
): Promise<Record<string, unknown>> {
  const jobs = [...blocksIn(content)].flatMap((block) => {
    const loader = Object.hasOwn(LOADERS, block.component) ? LOADERS[block.component] : undefined;
    if (!loader || !block.props) return [];
    const { uid } = block;
    return [
      loader(block, context).then(
        (data) => [uid, data] as const,
        (error: unknown) => {
          logger.warn(
            `Block data for ${block.component}#${uid} failed:`,
            error instanceof Error ? error.message : error,
          );
          return null;
        },
      ),
    ];
  });
  const results = await Promise.all(jobs);
  return Object.fromEntries(results.filter((entry) => entry !== null));
}
