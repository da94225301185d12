// collections blocks.
import type { BlockDefinition } from '../block';

export const collectionsBlocks: Readonly<Record<string, BlockDefinition>> = {};
