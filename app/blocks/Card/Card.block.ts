import { defineBlock } from '../define-block';
import type { cardSchema } from './Card.schema';

export default defineBlock<typeof cardSchema>({
  name: 'card',
  load: () => import('./Card').then((module) => module.Card),
});
