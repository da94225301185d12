// layout blocks.
import type { BlockDefinition } from '../block';

export const layoutBlocks: Readonly<Record<string, BlockDefinition>> = {};
