// The content of the testimonial carousel (TestimonialCarousel.tsx renders it).
import { z } from 'zod';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';
import { testimonialSchema } from '../TestimonialGrid/TestimonialGrid.schema';

export const testimonialCarouselSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  /** The carousel's accessible name when there is no headline. */
  label: optional('label', z.string(), 'Customer testimonials'),
  testimonials: items('testimonials', testimonialSchema, 'quote'),
  theme: themeField('peach'),
});
export type TestimonialCarouselContent = z.output<typeof testimonialCarouselSchema>;

export default testimonialCarouselSchema;
