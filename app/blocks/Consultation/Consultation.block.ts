import { defineBlock } from '../define-block';
import type { consultationSchema } from './Consultation.schema';

export default defineBlock<typeof consultationSchema>({
  name: 'consultation',
  load: () => import('./Consultation').then((module) => module.Consultation),
});
