// TEMPORARY shim while the schema moves out of TestimonialGrid.tsx.
export { testimonialGridSchema } from './TestimonialGrid';
