// The content of the region's footer, {region}/settings/footer (FooterNavigation.tsx renders it).
import { z } from 'zod';
import { items, optionalText } from '../shared/fields.schema';
import { navLinkSchema } from '../shared/nav-link.schema';

const footerColumnSchema = z.object({
  _uid: z.string().catch(''),
  heading: z.string().min(1),
  links: items('links', navLinkSchema, 'nav_link'),
});

export const footerNavigationSchema = z.object({
  columns: items('columns', footerColumnSchema, 'footer_column'),
  legal: items('legal', navLinkSchema, 'nav_link'),
  note: optionalText('note'),
});
export type FooterNavigationContent = z.output<typeof footerNavigationSchema>;

export default footerNavigationSchema;
