// TEMPORARY shim while the schema moves out of AddOnList.tsx.
export { addOnListSchema } from './AddOnList';
