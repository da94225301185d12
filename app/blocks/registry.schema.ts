// The content schema of every block, by component name: what parse-blocks.server.ts parses raw
// blocks with, and what the editor checks a block's fields with before it is saved. Each is its
// block's `<Name>.schema.ts` default export (define-block.ts), named after its folder
// (block-files.ts): nothing here loads a block's component, so the site's browser bundle never
// imports this module and the editor's may.
import type { z } from 'zod';
import { byFolder, byFolderName } from './block-files';

export const BLOCK_SCHEMAS = byFolderName(
  byFolder(import.meta.glob<{ default?: z.ZodType }>('./*/*.schema.ts', { eager: true }), 'schema'),
);
