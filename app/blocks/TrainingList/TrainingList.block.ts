import { defineBlock } from '../define-block';
import type { trainingListSchema } from './TrainingList.schema';

export default defineBlock<typeof trainingListSchema>({
  name: 'training_list',
  load: () => import('./TrainingList').then((module) => module.TrainingList),
});
