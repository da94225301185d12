// `page` and `per_page`, as every paged delivery endpoint reads them: per_page defaults to 25 and is
// clamped to the endpoint's maximum (100 for stories, 1000 for links and datasources), as on the
// CDN; the answer carries the `total` and `per-page` headers storyblok-js-client pages by.
import { positiveIntParam } from './params';

export const DEFAULT_PER_PAGE = 25;

export interface Paging {
  page: number;
  perPage: number;
}

export function readPaging(values: ReadonlyMap<string, string>, maxPerPage: number): Paging {
  return {
    perPage: Math.min(positiveIntParam(values, 'per_page', DEFAULT_PER_PAGE), maxPerPage),
    page: positiveIntParam(values, 'page', 1),
  };
}

/** The requested page of `items`; a page past the end is empty. */
export function pageOf<T>(items: readonly T[], { page, perPage }: Paging): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}

export function pagingHeaders(total: number, { perPage }: Paging): Record<string, string> {
  return { total: String(total), 'per-page': String(perPage) };
}
