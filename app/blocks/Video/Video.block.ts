import { defineBlock } from '../define-block';
import type { videoSchema } from './Video.schema';

export default defineBlock<typeof videoSchema>({
  name: 'video',
  load: () => import('./Video').then((module) => module.Video),
});
