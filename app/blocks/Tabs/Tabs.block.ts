import { defineBlock } from '../define-block';
import type { tabsSchema } from './Tabs.schema';

export default defineBlock<typeof tabsSchema>({
  name: 'tabs',
  load: () => import('./Tabs').then((module) => module.Tabs),
});
