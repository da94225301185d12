// TEMPORARY shim while the schema moves out of StatRow.tsx.
export { statRowSchema } from './StatRow';
