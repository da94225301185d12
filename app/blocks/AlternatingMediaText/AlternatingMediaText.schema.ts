// TEMPORARY shim while the schema moves out of AlternatingMediaText.tsx.
export { alternatingMediaTextSchema } from './AlternatingMediaText';
