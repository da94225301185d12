import { defineBlock } from '../define-block';
import type { testimonialCarouselSchema } from './TestimonialCarousel.schema';

export default defineBlock<typeof testimonialCarouselSchema>({
  name: 'testimonial_carousel',
  load: () => import('./TestimonialCarousel').then((module) => module.TestimonialCarousel),
});
