import { defineBlock } from '../define-block';
import type { heroCenteredSchema } from './HeroCentered.schema';

export default defineBlock<typeof heroCenteredSchema>({
  name: 'hero_centered',
  load: () => import('./HeroCentered').then((module) => module.HeroCentered),
});
