import { defineBlock } from '../define-block';
import type { columnsSchema } from './Columns.schema';

export default defineBlock<typeof columnsSchema>({
  name: 'columns',
  load: () => import('./Columns').then((module) => module.Columns),
});
