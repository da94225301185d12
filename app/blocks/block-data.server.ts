// Server data for blocks that show more than their own content (the latest posts, a customer
// story grid, upcoming live trainings). Each such block names a loader by its component; the page
// loader runs every loader its body needs, in parallel, and hands the results to the blocks by
// `_uid` (block-scope.tsx). A failed loader is logged and its block shows its empty state.
import { logger } from '../logging/logger.server';
import type { Region } from '../regions/region';
import { blocksIn, type ParsedBlock } from './parsed-block';
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
