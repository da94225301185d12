// TEMPORARY shim while the schema moves out of Section.tsx.
export { sectionSchema } from './Section';
