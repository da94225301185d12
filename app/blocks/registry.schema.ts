// The content schema of every block, by component name: what parse-blocks.server.ts parses raw
// blocks with. The components are in registry.ts.
import type { z } from 'zod';
import { mergeGroups } from './block';
import { collectionsSchemas } from './groups/collections.schema';
import { coreSchemas } from './groups/core.schema';
import { layoutSchemas } from './groups/layout.schema';
import { productSchemas } from './groups/product.schema';
import { proofSchemas } from './groups/proof.schema';

export const BLOCK_SCHEMAS = mergeGroups<z.ZodType>([
  coreSchemas,
  layoutSchemas,
  proofSchemas,
  productSchemas,
  collectionsSchemas,
]);
