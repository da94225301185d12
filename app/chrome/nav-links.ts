import { regionPath, type Region } from '../regions/region';

export interface NavLink {
  label: string;
  href: string;
}

/** Main navigation; labels are the same in every region, paths carry the region prefix. */
export function mainNavigation(region: Region): NavLink[] {
  return [
    { label: 'Features', href: regionPath(region, '/features') },
    { label: 'Pricing', href: regionPath(region, '/pricing') },
    { label: 'Customers', href: regionPath(region, '/customers') },
    { label: 'Blog', href: regionPath(region, '/blog') },
    { label: 'Training', href: regionPath(region, '/training') },
    { label: 'Compliance hub', href: regionPath(region, '/compliance-hub') },
  ];
}

export function footerNavigation(region: Region): { heading: string; links: NavLink[] }[] {
  const at = (path: string) => regionPath(region, path);
  return [
    {
      heading: 'Product',
      links: [
        { label: 'Scheduling', href: at('/scheduling') },
        { label: 'Time clock', href: at('/time-clock') },
        { label: 'Features', href: at('/features') },
        { label: 'Pricing', href: at('/pricing') },
      ],
    },
    {
      heading: 'Resources',
      links: [
        { label: 'Blog', href: at('/blog') },
        { label: 'Glossary', href: at('/glossary') },
        { label: 'Training', href: at('/training') },
        { label: 'Compliance hub', href: at('/compliance-hub') },
      ],
    },
    {
      heading: 'Company',
      links: [
        { label: 'About', href: at('/about') },
        { label: 'Customers', href: at('/customers') },
        { label: 'Contact sales', href: at('/contact-sales') },
      ],
    },
  ];
}
