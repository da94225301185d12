import { defineBlock } from '../define-block';
import type { glossaryIndexSchema } from './GlossaryIndex.schema';

export default defineBlock<typeof glossaryIndexSchema>({
  name: 'glossary_index',
  load: () => import('./GlossaryIndex').then((module) => module.GlossaryIndex),
});
