import { defineBlock } from '../define-block';
import type { industryFilterSchema } from './IndustryFilter.schema';

export default defineBlock<typeof industryFilterSchema>({
  name: 'industry_filter',
  load: () => import('./IndustryFilter').then((module) => module.IndustryFilter),
});
