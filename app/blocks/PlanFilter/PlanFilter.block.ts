import { defineBlock } from '../define-block';
import type { planFilterSchema } from './PlanFilter.schema';

export default defineBlock<typeof planFilterSchema>({
  name: 'plan_filter',
  load: () => import('./PlanFilter').then((module) => module.PlanFilter),
});
