import { defineBlock } from '../define-block';
import type { gridSchema } from './Grid.schema';

export default defineBlock<typeof gridSchema>({
  name: 'grid',
  load: () => import('./Grid').then((module) => module.Grid),
});
