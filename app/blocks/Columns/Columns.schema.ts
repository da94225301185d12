// TEMPORARY shim while the schema moves out of Columns.tsx.
export { columnsSchema } from './Columns';
