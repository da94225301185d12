import { defineBlock } from '../define-block';
import type { testimonialGridSchema } from './TestimonialGrid.schema';

export default defineBlock<typeof testimonialGridSchema>({
  name: 'testimonial_grid',
  load: () => import('./TestimonialGrid').then((module) => module.TestimonialGrid),
});
