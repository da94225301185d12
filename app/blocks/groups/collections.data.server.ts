// Server data loaders of the collections blocks, by component name (see ../block-data.server.ts).
import type { BlockDataLoader } from '../block-data.server';

export const collectionsBlockData: Readonly<Record<string, BlockDataLoader>> = {};
