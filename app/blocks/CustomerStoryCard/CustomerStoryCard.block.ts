import { defineBlock } from '../define-block';
import type { customerStoryCardSchema } from './CustomerStoryCard.schema';

export default defineBlock<typeof customerStoryCardSchema>({
  name: 'customer_story_card',
  load: () => import('./CustomerStoryCard').then((module) => module.CustomerStoryCard),
});
