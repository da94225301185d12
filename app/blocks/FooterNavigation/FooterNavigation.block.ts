import { defineBlock } from '../define-block';
import type { footerNavigationSchema } from './FooterNavigation.schema';
import { FooterNavigation } from './FooterNavigation';

export default defineBlock<typeof footerNavigationSchema>({
  name: 'footer_navigation',
  core: true,
  component: FooterNavigation,
});
