import { defineBlock } from '../define-block';
import type { integrationsDirectorySchema } from './IntegrationsDirectory.schema';

export default defineBlock<typeof integrationsDirectorySchema>({
  name: 'integrations_directory',
  load: () => import('./IntegrationsDirectory').then((module) => module.IntegrationsDirectory),
});
