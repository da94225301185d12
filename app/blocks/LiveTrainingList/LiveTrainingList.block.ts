import { defineBlock } from '../define-block';
import type { liveTrainingListSchema } from './LiveTrainingList.schema';

export default defineBlock<typeof liveTrainingListSchema>({
  name: 'live_training_list',
  load: () => import('./LiveTrainingList').then((module) => module.LiveTrainingList),
});
