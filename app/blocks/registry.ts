// The block registry: one typed map from a content `component` name to its schema and component.
// Entries are grouped by what they are for (groups/*.ts); a name may appear in only one group.
import type { BlockDefinition } from './block';
import { collectionsBlocks } from './groups/collections';
import { coreBlocks } from './groups/core';
import { layoutBlocks } from './groups/layout';
import { productBlocks } from './groups/product';
import { proofBlocks } from './groups/proof';

const GROUPS: Readonly<Record<string, BlockDefinition>>[] = [
  coreBlocks,
  layoutBlocks,
  proofBlocks,
  productBlocks,
  collectionsBlocks,
];

function merge(groups: typeof GROUPS): Readonly<Record<string, BlockDefinition>> {
  const all: Record<string, BlockDefinition> = {};
  for (const group of groups) {
    for (const [name, definition] of Object.entries(group)) {
      if (Object.hasOwn(all, name)) throw new Error(`Block ${name} is registered twice`);
      all[name] = definition;
    }
  }
  return all;
}

export const BLOCKS = merge(GROUPS);
export type { BlockDefinition } from './block';
