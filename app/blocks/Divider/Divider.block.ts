import { defineBlock } from '../define-block';
import type { dividerSchema } from './Divider.schema';

export default defineBlock<typeof dividerSchema>({
  name: 'divider',
  load: () => import('./Divider').then((module) => module.Divider),
});
