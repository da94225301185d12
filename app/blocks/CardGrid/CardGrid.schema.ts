// TEMPORARY shim while the schema moves out of CardGrid.tsx.
export { cardGridSchema } from './CardGrid';
