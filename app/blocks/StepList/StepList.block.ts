import { defineBlock } from '../define-block';
import type { stepListSchema } from './StepList.schema';

export default defineBlock<typeof stepListSchema>({
  name: 'step_list',
  load: () => import('./StepList').then((module) => module.StepList),
});
