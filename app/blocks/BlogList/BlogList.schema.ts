// TEMPORARY shim while the schema moves out of BlogList.tsx.
export { blogListSchema } from './BlogList';
