// TEMPORARY shim while the schema moves out of Quote.tsx.
export { quoteSchema } from './Quote';
