// The types every block shares. A block's content schema (Name.schema.ts) runs on the server
// (parse-blocks.server.ts); its component renders what the schema produced, on both sides, and also
// receives the block's `_uid` (for server data and element ids). define-block.ts says how the files
// of a block are found.
import type { ComponentType } from 'react';
import type { Region } from '../regions/region';
import type { ParsedBlock } from './parsed-block';

export interface BlockProps {
  uid: string;
}

export type BlockComponent = ComponentType<object & BlockProps>;

export interface BlockDataContext {
  region: Region;
}

/**
 * Loads one block's server data from its parsed props (`block.props`, what its own schema produced;
 * a loader may cast them to that schema's output type). block-data.server.ts runs them.
 */
export type BlockDataLoader = (block: ParsedBlock, context: BlockDataContext) => Promise<unknown>;
