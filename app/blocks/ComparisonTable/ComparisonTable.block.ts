import { defineBlock } from '../define-block';
import type { comparisonTableSchema } from './ComparisonTable.schema';

export default defineBlock<typeof comparisonTableSchema>({
  name: 'comparison_table',
  load: () => import('./ComparisonTable').then((module) => module.ComparisonTable),
});
