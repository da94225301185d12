import { defineBlock } from '../define-block';
import type { complianceStatesSchema } from './ComplianceStates.schema';

export default defineBlock<typeof complianceStatesSchema>({
  name: 'compliance_states',
  load: () => import('./ComplianceStates').then((module) => module.ComplianceStates),
});
