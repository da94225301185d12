// TEMPORARY shim while the schema moves out of RatingSummary.tsx.
export { ratingSummarySchema } from './RatingSummary';
