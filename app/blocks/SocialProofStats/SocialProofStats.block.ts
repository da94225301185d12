import { defineBlock } from '../define-block';
import type { socialProofStatsSchema } from './SocialProofStats.schema';
import { SocialProofStats } from './SocialProofStats';

export default defineBlock<typeof socialProofStatsSchema>({
  name: 'social_proof_stats',
  core: true,
  component: SocialProofStats,
});
