// Server data for blocks that show more than their own content (the latest posts, a customer
// story grid, upcoming live trainings). Each such block names a loader by its component; the page
// loader runs every loader its body needs, in parallel, and hands the results to the blocks by
// `_uid` (block-scope.tsx). A failed loader is logged and its block shows its empty state.
import { logger } from '../logging/logger.server';
import type { Region } from '../regions/region';
import { collectionsBlockData } from './groups/collections.data.server';
import { proofBlockData } from './groups/proof.data.server';

export interface BlockDataContext {
  region: Region;
}

export type BlockDataLoader = (block: Record<string, unknown>, context: BlockDataContext) => Promise<unknown>;

const LOADERS: Readonly<Record<string, BlockDataLoader>> = { ...collectionsBlockData, ...proofBlockData };

/** Every block object in a content tree (bodies, containers, rich-text embeds). */
function* blocksIn(value: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 20 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* blocksIn(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.component === 'string' && typeof record._uid === 'string') yield record;
  for (const child of Object.values(record)) yield* blocksIn(child, depth + 1);
}

export async function loadBlockData(
  content: unknown,
  context: BlockDataContext,
): Promise<Record<string, unknown>> {
  const jobs = [...blocksIn(content)].flatMap((block) => {
    const loader = Object.hasOwn(LOADERS, block.component as string)
      ? LOADERS[block.component as string]
      : undefined;
    if (!loader) return [];
    const uid = block._uid as string;
    return [
      loader(block, context).then(
        (data) => [uid, data] as const,
        (error: unknown) => {
          logger.warn(
            `Block data for ${String(block.component)}#${uid} failed:`,
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
