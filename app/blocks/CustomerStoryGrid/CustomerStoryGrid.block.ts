import { defineBlock } from '../define-block';
import type { customerStoryGridSchema } from './CustomerStoryGrid.schema';

export default defineBlock<typeof customerStoryGridSchema>({
  name: 'customer_story_grid',
  load: () => import('./CustomerStoryGrid').then((module) => module.CustomerStoryGrid),
});
