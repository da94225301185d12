import { defineBlock } from '../define-block';
import type { pageHeaderSchema } from './PageHeader.schema';

export default defineBlock<typeof pageHeaderSchema>({
  name: 'page_header',
  load: () => import('./PageHeader').then((module) => module.PageHeader),
});
