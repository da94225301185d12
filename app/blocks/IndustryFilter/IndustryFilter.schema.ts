// TEMPORARY shim while the schema moves out of IndustryFilter.tsx.
export { industryFilterSchema } from './IndustryFilter';
