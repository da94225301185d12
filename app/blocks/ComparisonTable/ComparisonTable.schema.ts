// TEMPORARY shim while the schema moves out of ComparisonTable.tsx.
export { comparisonTableSchema } from './ComparisonTable';
