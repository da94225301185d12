// TEMPORARY shim while the schema moves out of RelatedPosts.tsx.
export { relatedPostsSchema } from './RelatedPosts';
