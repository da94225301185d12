// Server data for blocks that show more than their own content (the latest posts, a customer
// story grid, upcoming live trainings). Each such block has a loader beside it; the page
// loader runs every loader its body needs, in parallel, and hands the results to the blocks by
// `_uid` (block-scope.tsx). A failed loader is logged and its block shows its empty state.
import { logger } from '../logging/logger.server';
import type { BlockDataContext, BlockDataLoader } from './block';
import { byBlockName, byFolder } from './block-files';
import { blocksIn } from './parsed-block';
import { BLOCK_DEFINITIONS } from './registry';

/** Each block's `<Name>.data.server.ts` default export, by component name (define-block.ts). */
const LOADERS = byBlockName(
  BLOCK_DEFINITIONS,
  byFolder(
    import.meta.glob<{ default?: BlockDataLoader }>('./*/*.data.server.ts', { eager: true }),
    'data.server',
  ),
  'data.server',
  false,
);

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
