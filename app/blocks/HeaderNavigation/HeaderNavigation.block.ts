import { defineBlock } from '../define-block';
import type { headerNavigationSchema } from './HeaderNavigation.schema';
import { HeaderNavigation } from './HeaderNavigation';

export default defineBlock<typeof headerNavigationSchema>({
  name: 'header_navigation',
  core: true,
  component: HeaderNavigation,
});
