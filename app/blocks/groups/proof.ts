// proof blocks.
import type { BlockDefinition } from '../block';

export const proofBlocks: Readonly<Record<string, BlockDefinition>> = {};
