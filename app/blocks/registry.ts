// The block registry: one map from a content `component` name to the component that renders it.
// Entries are grouped by what they are for (groups/*.ts); each group's schemas are in
// groups/*.schema.ts, which only the server loads (registry.schema.ts). The core group (hero, rich
// text, features, FAQ, quotes, calls to action, header and footer: most pages show them) is in the
// page's code; every other block is a chunk of its own (lazyComponent), so a page loads only the
// blocks it shows, and the forms only where it shows one.
import { mergeGroups, type BlockComponent } from './block';
import { isParsedBlock, type BlockList } from './parsed-block';
import { collectionsBlocks } from './groups/collections';
import { coreBlocks } from './groups/core';
import { layoutBlocks } from './groups/layout';
import { productBlocks } from './groups/product';
import { proofBlocks } from './groups/proof';

// Each group types its components by their schemas (BlockComponents); here they are only looked up
// by name, so their props widen to any parsed block's.
export const BLOCKS = mergeGroups<BlockComponent>([
  coreBlocks,
  layoutBlocks,
  proofBlocks,
  productBlocks,
  collectionsBlocks,
] as unknown as Readonly<Record<string, BlockComponent>>[]);

type Preloadable = BlockComponent & { preload?: () => Promise<unknown> };

/** Starts loading the chunk of every lazy block in these lists, nested ones included, at once. */
export function preloadBlocks(blocks: BlockList, depth = 0): void {
  if (depth > 40) return;
  for (const block of blocks) {
    if (Object.hasOwn(BLOCKS, block.component)) void (BLOCKS[block.component] as Preloadable).preload?.();
    if (block.props) preloadNested(block.props, depth + 1);
  }
}

function preloadNested(value: unknown, depth: number): void {
  if (depth > 40 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    preloadBlocks(value.filter(isParsedBlock), depth);
    for (const item of value) if (!isParsedBlock(item)) preloadNested(item, depth + 1);
    return;
  }
  for (const child of Object.values(value)) preloadNested(child, depth + 1);
}

/** Loads every lazy block's chunk, so that unit tests render all blocks synchronously. */
export function loadLazyBlocks(): Promise<unknown> {
  return Promise.all(Object.values(BLOCKS).map((component) => (component as Preloadable).preload?.()));
}
