import { defineBlock } from '../define-block';
import type { integrationLogosSchema } from './IntegrationLogos.schema';

export default defineBlock<typeof integrationLogosSchema>({
  name: 'integration_logos',
  load: () => import('./IntegrationLogos').then((module) => module.IntegrationLogos),
});
