// TEMPORARY shim while the schema moves out of PlanComparison.tsx.
export { planComparisonSchema } from './PlanComparison';
