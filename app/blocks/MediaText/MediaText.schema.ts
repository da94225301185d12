// TEMPORARY shim while the schema moves out of MediaText.tsx.
export { mediaTextSchema } from './MediaText';
