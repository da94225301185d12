import { defineBlock } from '../define-block';
import type { caseStudyMetricsSchema } from './CaseStudyMetrics.schema';

export default defineBlock<typeof caseStudyMetricsSchema>({
  name: 'case_study_metrics',
  load: () => import('./CaseStudyMetrics').then((module) => module.CaseStudyMetrics),
});
