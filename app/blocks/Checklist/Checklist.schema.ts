// TEMPORARY shim while the schema moves out of Checklist.tsx.
export { checklistSchema } from './Checklist';
