// TEMPORARY shim while the schema moves out of Grid.tsx.
export { gridSchema } from './Grid';
