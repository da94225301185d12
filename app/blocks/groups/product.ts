// product blocks.
import type { BlockDefinition } from '../block';

export const productBlocks: Readonly<Record<string, BlockDefinition>> = {};
