// The content of the region's header navigation, {region}/settings/navigation (HeaderNavigation.tsx
// renders it).
import { z } from 'zod';
import { buttonSchema } from '../shared/Button.schema';
import { items, link } from '../shared/fields.schema';
import { navLinkSchema } from '../shared/nav-link.schema';

const navItemSchema = z.object({
  _uid: z.string().catch(''),
  label: z.string().min(1),
  link,
  children: items('children', navLinkSchema, 'nav_link'),
});

export const headerNavigationSchema = z.object({
  main: items('main', navItemSchema, 'nav_item'),
  buttons: items('buttons', buttonSchema, 'button'),
});
export type HeaderNavigationContent = z.output<typeof headerNavigationSchema>;

export default headerNavigationSchema;
