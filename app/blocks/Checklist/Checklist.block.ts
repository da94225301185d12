import { defineBlock } from '../define-block';
import type { checklistSchema } from './Checklist.schema';

export default defineBlock<typeof checklistSchema>({
  name: 'checklist',
  load: () => import('./Checklist').then((module) => module.Checklist),
});
