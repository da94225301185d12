// TEMPORARY shim while the schema moves out of AuthorBio.tsx.
export { authorBioSchema } from './AuthorBio';
