// TEMPORARY shim while the schema moves out of CustomerStoryGrid.tsx.
export { customerStoryGridSchema } from './CustomerStoryGrid';
