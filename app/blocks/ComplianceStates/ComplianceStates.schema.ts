// TEMPORARY shim while the schema moves out of ComplianceStates.tsx.
export { complianceStatesSchema } from './ComplianceStates';
