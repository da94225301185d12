import { defineBlock } from '../define-block';
import type { awardBadgesSchema } from './AwardBadges.schema';

export default defineBlock<typeof awardBadgesSchema>({
  name: 'award_badges',
  load: () => import('./AwardBadges').then((module) => module.AwardBadges),
});
