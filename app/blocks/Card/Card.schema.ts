// TEMPORARY shim while the schema moves out of Card.tsx.
export { cardSchema } from './Card';
