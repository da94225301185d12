// TEMPORARY shim while the schema moves out of FeatureGrid.tsx.
export { featureGridSchema } from './FeatureGrid';
