import { defineBlock } from '../define-block';
import type { appStoreBadgesSchema } from './AppStoreBadges.schema';

export default defineBlock<typeof appStoreBadgesSchema>({
  name: 'app_store_badges',
  load: () => import('./AppStoreBadges').then((module) => module.AppStoreBadges),
});
