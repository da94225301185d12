// The content of the region's footer, {region}/settings/footer (FooterNavigation.tsx renders it).
import { z } from 'zod';
import { items, optionalText } from '../shared/fields.schema';
import { navLinkSchema } from '../shared/nav-link.schema';

const footerColumnSchema = z.object({
  _uid: z.string().catch(''),
  heading: z.string().min(1),
  links: items('links', navLinkSchema),
});

export const footerNavigationSchema = z.object({
  columns: items('columns', footerColumnSchema),
  legal: items('legal', navLinkSchema),
  note: optionalText('note'),
});
export type FooterNavigationContent = z.output<typeof footerNavigationSchema>;

export default footerNavigationSchema;
