// The content schema of every block, by component name: what parse-blocks.server.ts parses raw
// blocks with. Each is its block's `<Name>.schema.ts` default export (define-block.ts); only the
// server loads them.
import type { z } from 'zod';
import { byBlockName, byFolder } from './block-files';
import { BLOCK_DEFINITIONS } from './registry';

export const BLOCK_SCHEMAS = byBlockName(
  BLOCK_DEFINITIONS,
  byFolder(import.meta.glob<{ default?: z.ZodType }>('./*/*.schema.ts', { eager: true }), 'schema'),
  'schema',
  true,
);
