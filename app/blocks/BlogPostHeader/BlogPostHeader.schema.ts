// TEMPORARY shim while the schema moves out of BlogPostHeader.tsx.
export { blogPostHeaderSchema } from './BlogPostHeader';
