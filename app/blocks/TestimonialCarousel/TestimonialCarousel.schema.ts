// TEMPORARY shim while the schema moves out of TestimonialCarousel.tsx.
export { testimonialCarouselSchema } from './TestimonialCarousel';
