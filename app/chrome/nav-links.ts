// The header and footer a region shows when its navigation stories cannot be loaded (content
// service down, story missing or invalid): the same shapes the content gives, so one component
// renders both.
import type { FooterNavigationContent } from '../blocks/FooterNavigation/FooterNavigation.schema';
import type { HeaderNavigationContent } from '../blocks/HeaderNavigation/HeaderNavigation.schema';
import { regionPath, type Region } from '../regions/region';

const entry = (label: string, link: string) => ({ label, link, description: '' });

export function fallbackHeader(region: Region): HeaderNavigationContent {
  const at = (path: string) => regionPath(region, path);
  return {
    main: [
      { _uid: 'features', label: 'Features', link: at('/features'), children: [] },
      { _uid: 'pricing', label: 'Pricing', link: at('/pricing'), children: [] },
      { _uid: 'customers', label: 'Customers', link: at('/customers'), children: [] },
      { _uid: 'blog', label: 'Blog', link: at('/blog'), children: [] },
      { _uid: 'training', label: 'Training', link: at('/training'), children: [] },
    ],
    buttons: [
      { text: 'Book a demo', link: at('/book-a-consultation'), type: 'text', size: 'sm', icon: null },
      { text: 'Start free trial', link: at('/get-started'), type: 'filled', size: 'sm', icon: null },
    ],
  };
}

export function fallbackFooter(region: Region): FooterNavigationContent {
  const at = (path: string) => regionPath(region, path);
  return {
    columns: [
      {
        _uid: 'product',
        heading: 'Product',
        links: [entry('Features', at('/features')), entry('Pricing', at('/pricing'))],
      },
      {
        _uid: 'resources',
        heading: 'Resources',
        links: [
          entry('Blog', at('/blog')),
          entry('Glossary', at('/glossary')),
          entry('Training', at('/training')),
          entry('Compliance hub', at('/compliance-hub')),
        ],
      },
      {
        _uid: 'company',
        heading: 'Company',
        links: [entry('Customers', at('/customers')), entry('Book a demo', at('/book-a-consultation'))],
      },
    ],
    legal: [],
    note: '',
  };
}
