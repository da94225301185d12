// TEMPORARY shim while the schema moves out of GlossaryIndex.tsx.
export { glossaryIndexSchema } from './GlossaryIndex';
