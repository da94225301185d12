// Server data loaders of the proof blocks, by component name (see ../block-data.server.ts).
import type { BlockDataLoader } from '../block-data.server';

export const proofBlockData: Readonly<Record<string, BlockDataLoader>> = {};
