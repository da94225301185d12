// TEMPORARY shim while the schema moves out of FeaturedPost.tsx.
export { featuredPostSchema } from './FeaturedPost';
