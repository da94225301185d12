import { defineBlock } from '../define-block';
import type { sectionSchema } from './Section.schema';

export default defineBlock<typeof sectionSchema>({
  name: 'section',
  load: () => import('./Section').then((module) => module.Section),
});
