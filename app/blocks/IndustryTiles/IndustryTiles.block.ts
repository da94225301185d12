import { defineBlock } from '../define-block';
import type { industryTilesSchema } from './IndustryTiles.schema';

export default defineBlock<typeof industryTilesSchema>({
  name: 'industry_tiles',
  load: () => import('./IndustryTiles').then((module) => module.IndustryTiles),
});
