// TEMPORARY shim while the schema moves out of StepList.tsx.
export { stepListSchema } from './StepList';
