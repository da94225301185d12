import { defineBlock } from '../define-block';
import type { logoWallSchema } from './LogoWall.schema';

export default defineBlock<typeof logoWallSchema>({
  name: 'logo_wall',
  load: () => import('./LogoWall').then((module) => module.LogoWall),
});
