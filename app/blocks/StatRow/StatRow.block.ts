import { defineBlock } from '../define-block';
import type { statRowSchema } from './StatRow.schema';

export default defineBlock<typeof statRowSchema>({
  name: 'stat_row',
  load: () => import('./StatRow').then((module) => module.StatRow),
});
