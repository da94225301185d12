import { defineBlock } from '../define-block';
import type { planComparisonSchema } from './PlanComparison.schema';

export default defineBlock<typeof planComparisonSchema>({
  name: 'plan_comparison',
  load: () => import('./PlanComparison').then((module) => module.PlanComparison),
});
