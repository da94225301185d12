// TEMPORARY shim while the schema moves out of SocialProofStats.tsx.
export { socialProofStatsSchema } from './SocialProofStats';
