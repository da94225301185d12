import { defineBlock } from '../define-block';
import type { buttonGroupSchema } from './ButtonGroup.schema';

export default defineBlock<typeof buttonGroupSchema>({
  name: 'button_group',
  load: () => import('./ButtonGroup').then((module) => module.ButtonGroup),
});
