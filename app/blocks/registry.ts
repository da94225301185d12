// The block registry: one map from a content `component` name to the component that renders it.
// Entries are grouped by what they are for (groups/*.ts); each group's schemas are in
// groups/*.schema.ts, which only the server loads (registry.schema.ts).
import { mergeGroups, type BlockComponent } from './block';
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
