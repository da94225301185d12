import { defineBlock } from '../define-block';
import type { cardGridSchema } from './CardGrid.schema';

export default defineBlock<typeof cardGridSchema>({
  name: 'card_grid',
  load: () => import('./CardGrid').then((module) => module.CardGrid),
});
