import { defineBlock } from '../define-block';
import type { mediaTextSchema } from './MediaText.schema';

export default defineBlock<typeof mediaTextSchema>({
  name: 'media_text',
  load: () => import('./MediaText').then((module) => module.MediaText),
});
