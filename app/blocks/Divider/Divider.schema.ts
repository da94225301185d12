// TEMPORARY shim while the schema moves out of Divider.tsx.
export { dividerSchema } from './Divider';
