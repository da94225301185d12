import { defineBlock } from '../define-block';
import type { heroVideoSchema } from './HeroVideo.schema';

export default defineBlock<typeof heroVideoSchema>({
  name: 'hero_video',
  load: () => import('./HeroVideo').then((module) => module.HeroVideo),
});
