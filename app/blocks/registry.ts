// The block registry: every `<Name>/<Name>.block.ts` in this folder (define-block.ts), by the
// content `component` name it defines. Adding a block is adding its folder; nothing here changes.
// Core blocks are in the page's code; every other block is a chunk of its own, so a page loads only
// the blocks it shows, and the forms only where it shows one.
import type { BlockComponent } from './block';
import { defaultsByFolder } from './block-files';
import type { BlockDefinition } from './define-block';
import { isParsedBlock, type BlockList } from './parsed-block';

/** Every block's definition, by its folder (the server's registries pair their files with these). */
export const BLOCK_DEFINITIONS = defaultsByFolder(
  import.meta.glob<BlockDefinition>('./*/*.block.ts', { eager: true, import: 'default' }),
  'block',
);

export const BLOCKS: Readonly<Record<string, BlockComponent>> = Object.fromEntries(
  [...BLOCK_DEFINITIONS.values()].map((definition) => [definition.name, definition.component]),
);
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
