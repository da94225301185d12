import { defineBlock } from '../define-block';
import type { insightListSchema } from './InsightList.schema';

export default defineBlock<typeof insightListSchema>({
  name: 'insight_list',
  load: () => import('./InsightList').then((module) => module.InsightList),
});
