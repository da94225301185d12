import { defineBlock } from '../define-block';
import type { addOnListSchema } from './AddOnList.schema';

export default defineBlock<typeof addOnListSchema>({
  name: 'add_on_list',
  load: () => import('./AddOnList').then((module) => module.AddOnList),
});
