import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes';
import { matchSiteRoute, SITE_ROUTES } from './navigation/route-table';

// React Router sees the resource routes by path and one route for every page; which row of the
// §2 table a page path is comes from app/navigation/route-table.ts. These check that the two agree:
// no page path is taken by a resource route, and no resource path falls to the page route.
type ConfigEntry = { id?: string; path?: string; index?: boolean };

const tree: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: (routes as ConfigEntry[]).map((entry) =>
      entry.index ? { id: entry.id, index: true } : { id: entry.id, path: entry.path },
    ),
  },
];

function routeIdOf(pathname: string): string | undefined {
  return matchRoutes(tree, pathname)?.at(-1)?.route.id;
}

const PAGE_PATHS = [
  '/',
  '/pricing',
  '/blog',
  '/blog/page/2',
  '/blog/buddy-punching-what-it-costs',
  '/glossary',
  '/training',
  '/training/lessons/first-schedule',
  '/training/live-training/weekly-demo',
  '/training/getting-started',
  '/customers',
  '/customers/harborline-coffee-co',
  '/insights/labor-cost',
  '/compliance-hub',
  '/compliance-hub/california',
  '/a/b/c',
];

describe('app/routes.ts', () => {
  it('has two page routes, not one per row and prefix', () => {
    const pageRoutes = (routes as ConfigEntry[]).filter(
      (entry) => entry.id === 'page' || entry.id === 'home-page',
    );
    expect(pageRoutes).toHaveLength(2);
    expect(routes.length).toBeLessThan(SITE_ROUTES.length + 20);
  });

  it.each(['', '/us', '/gb', '/au'].flatMap((prefix) => PAGE_PATHS.map((path) => `${prefix}${path}`)))(
    'serves %s with the page route',
    (pathname) => {
      expect(routeIdOf(pathname)).toBe(pathname === '/' ? 'home-page' : 'page');
    },
  );

  it('covers every row of the route table with those paths', () => {
    const kinds = new Set(PAGE_PATHS.map((path) => matchSiteRoute(path).route.kind));
    expect([...kinds].sort()).toEqual(SITE_ROUTES.map((row) => row.kind).sort());
  });

  it.each([
    ['/sitemap.xml', 'seo.sitemap-index'],
    ['/sitemap-gb.xml', 'seo.sitemap.gb'],
    ['/gb/sitemap.xml', 'seo.sitemap-moved.gb'],
    ['/us/sitemap.xml', 'seo.sitemap-moved.us'],
    ['/robots.txt', 'seo.robots'],
    ['/api/forms/1540', 'api.forms'],
    ['/api/collect', 'api.collect'],
    ['/api/consent', 'api.consent'],
    ['/builds/latest.json', 'builds.latest'],
    ['/admin/monitoring', 'admin.monitoring'],
  ])('keeps %s on its resource route', (pathname, id) => {
    expect(routeIdOf(pathname)).toBe(id);
  });
});
