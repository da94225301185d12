import { defineBlock } from '../define-block';
import type { heroSchema } from './Hero.schema';
import { Hero } from './Hero';

export default defineBlock<typeof heroSchema>({
  name: 'hero',
  core: true,
  component: Hero,
});
