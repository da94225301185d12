import { defineBlock } from '../define-block';
import type { alternatingMediaTextSchema } from './AlternatingMediaText.schema';

export default defineBlock<typeof alternatingMediaTextSchema>({
  name: 'alternating_media_text',
  load: () => import('./AlternatingMediaText').then((module) => module.AlternatingMediaText),
});
