// TEMPORARY shim while the schema moves out of PlanFilter.tsx.
export { planFilterSchema } from './PlanFilter';
