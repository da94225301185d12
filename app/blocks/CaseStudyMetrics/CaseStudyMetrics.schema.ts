// TEMPORARY shim while the schema moves out of CaseStudyMetrics.tsx.
export { caseStudyMetricsSchema } from './CaseStudyMetrics';
