// TEMPORARY shim while the schema moves out of ButtonGroup.tsx.
export { buttonGroupSchema } from './ButtonGroup';
