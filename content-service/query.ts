// The stories listing: its parameters, and filtering, sorting and paging. Pure functions over
// already version-resolved stories, so they can be tested without a server.
import { unprocessable } from './errors';
import { compileFilters, type ContentPredicate } from './filter-query';
import { pageOf, readPaging } from './paging';
import { booleanParam, integerListParam, listParam, positiveIntParam, type SearchParams } from './params';
import { compareSlugs, parseSort, type SortKey, sortStories } from './sort';
import { isRecord, type Story } from './types';

export const MAX_PER_PAGE = 100;

export interface Listing {
  perPage: number;
  page: number;
  startsWith: string | undefined;
  /** by_uuids / by_uuids_ordered: only these, in this order unless sort_by says otherwise. */
  uuids: string[] | undefined;
  bySlugs: RegExp[] | undefined;
  excludingSlugs: RegExp[];
  excludingIds: ReadonlySet<number>;
  isStartpage: boolean | undefined;
  withTag: string[];
  contentType: string | undefined;
  searchTerm: string | undefined;
  level: number | undefined;
  filters: ContentPredicate[];
  sort: SortKey[] | undefined;
}

function slugPattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export function parseListing({ values, filters }: SearchParams): Listing {
  const byUuids = values.get('by_uuids');
  const byUuidsOrdered = values.get('by_uuids_ordered');
  if (byUuids !== undefined && byUuidsOrdered !== undefined) {
    throw unprocessable('Use either by_uuids or by_uuids_ordered, not both');
  }
  const uuidList = byUuidsOrdered ?? byUuids;
  const bySlugs = values.get('by_slugs');
  const sortBy = values.get('sort_by');
  const level = values.get('level');
  return {
    ...readPaging(values, MAX_PER_PAGE),
    startsWith: values.get('starts_with') || undefined,
    uuids: uuidList === undefined ? undefined : listParam(uuidList),
    bySlugs: bySlugs === undefined ? undefined : listParam(bySlugs).map(slugPattern),
    excludingSlugs: listParam(values.get('excluding_slugs')).map(slugPattern),
    excludingIds: new Set(integerListParam(values, 'excluding_ids')),
    isStartpage: booleanParam(values, 'is_startpage'),
    withTag: listParam(values.get('with_tag')),
    contentType: values.get('content_type') || undefined,
    searchTerm: values.get('search_term')?.trim().toLowerCase() || undefined,
    level: level === undefined ? undefined : positiveIntParam(values, 'level', 1),
    filters: compileFilters(filters),
    sort: sortBy ? parseSort(sortBy) : undefined,
  };
}

function containsText(value: unknown, term: string): boolean {
  if (typeof value === 'string') return value.toLowerCase().includes(term);
  if (Array.isArray(value)) return value.some((item) => containsText(item, term));
  if (isRecord(value)) return Object.values(value).some((item) => containsText(item, term));
  return false;
}

function matches(story: Story, listing: Listing, uuids: ReadonlySet<string> | undefined): boolean {
  const slug = story.full_slug;
  if (listing.startsWith !== undefined && !slug.startsWith(listing.startsWith)) return false;
  if (uuids && !uuids.has(story.uuid)) return false;
  if (listing.bySlugs && !listing.bySlugs.some((pattern) => pattern.test(slug))) return false;
  if (listing.excludingSlugs.some((pattern) => pattern.test(slug))) return false;
  if (listing.excludingIds.has(story.id)) return false;
  if (listing.isStartpage !== undefined && Boolean(story.is_startpage) !== listing.isStartpage) {
    return false;
  }
  if (listing.withTag.length > 0) {
    const tags = Array.isArray(story.tag_list) ? story.tag_list : [];
    if (!listing.withTag.some((tag) => tags.includes(tag))) return false;
  }
  if (listing.contentType !== undefined && story.content.component !== listing.contentType) {
    return false;
  }
  if (listing.level !== undefined && slug.split('/').length !== listing.level) return false;
  if (
    listing.searchTerm !== undefined &&
    !containsText(story.name, listing.searchTerm) &&
    !containsText(story.content, listing.searchTerm)
  ) {
    return false;
  }
  return listing.filters.every((predicate) => predicate(story.content));
}

function order(stories: Story[], listing: Listing): Story[] {
  if (listing.sort) return sortStories(stories, listing.sort);
  if (listing.uuids) {
    const position = new Map(listing.uuids.map((uuid, index) => [uuid, index] as const));
    return stories.sort((a, b) => (position.get(a.uuid) ?? 0) - (position.get(b.uuid) ?? 0));
  }
  return stories.sort(compareSlugs);
}

/** `stories` must already be the ones visible to the reader, with their version's content. */
export function selectStories(
  stories: readonly Story[],
  listing: Listing,
): { stories: Story[]; total: number } {
  const uuids = listing.uuids ? new Set(listing.uuids) : undefined;
  const matching = order(
    stories.filter((story) => matches(story, listing, uuids)),
    listing,
  );
  return { stories: pageOf(matching, listing), total: matching.length };
}
