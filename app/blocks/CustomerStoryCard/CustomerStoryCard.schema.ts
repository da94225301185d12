// TEMPORARY shim while the schema moves out of CustomerStoryCard.tsx.
export { customerStoryCardSchema } from './CustomerStoryCard';
