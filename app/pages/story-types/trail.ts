// Breadcrumb trails of the page types: Home, the list the story belongs to, the story.
import { homeLink, regionPath, type Region } from '../../regions/region';
import type { Crumb } from '../Breadcrumbs';

export function trail(region: Region, path: string, title: string, list?: [string, string]): Crumb[] {
  return [
    { name: 'Home', path: homeLink(region) },
    ...(list ? [{ name: list[0], path: regionPath(region, list[1]) }] : []),
    { name: title, path },
  ];
}
