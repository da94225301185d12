// TEMPORARY shim while the schema moves out of InsightList.tsx.
export { insightListSchema } from './InsightList';
