// `sort_by=field:asc|desc[:int|float]` (comma-separated for several keys). Story attributes are
// compared by their natural type; `content.X` fields numerically when both are numbers (or when a
// type hint asks for it), otherwise as strings with localeCompare. Missing values always sort last,
// and ties fall back to full_slug so that paging is stable.
import { unprocessable } from './errors';
import { readField } from './filter-query';
import type { Story } from './types';

type Direction = 'asc' | 'desc';
type Hint = 'int' | 'float' | undefined;

export interface SortKey {
  field: string;
  direction: Direction;
  hint: Hint;
}

const DATE_ATTRIBUTES = new Set(['created_at', 'updated_at', 'published_at', 'first_published_at']);
const SORTABLE_ATTRIBUTES = new Set([
  ...DATE_ATTRIBUTES,
  'id',
  'uuid',
  'name',
  'slug',
  'full_slug',
  'position',
  'is_startpage',
  'parent_id',
  'lang',
  'sort_by_date',
]);

export function parseSort(value: string): SortKey[] {
  return value.split(',').map((part) => {
    const [field = '', direction = 'asc', hint, extra] = part.trim().split(':');
    const known = SORTABLE_ATTRIBUTES.has(field) || /^content\.[^.]+(\.[^.]+)*$/.test(field);
    if (!known || extra !== undefined) {
      throw unprocessable(
        `Invalid sort_by: "${part}" (expected FIELD:asc|desc where FIELD is a story attribute or content.FIELD)`,
      );
    }
    if (direction !== 'asc' && direction !== 'desc') {
      throw unprocessable(`Invalid sort_by direction: "${direction}" (expected asc or desc)`);
    }
    if (hint !== undefined && hint !== 'int' && hint !== 'float') {
      throw unprocessable(`Invalid sort_by type: "${hint}" (expected int or float)`);
    }
    return { field, direction, hint };
  });
}

function sortValue(story: Story, key: SortKey): string | number | undefined {
  const raw = key.field.startsWith('content.')
    ? readField(story.content, key.field.slice('content.'.length))
    : story[key.field];
  if (raw === null || raw === undefined || raw === '') return undefined;
  if (DATE_ATTRIBUTES.has(key.field) && typeof raw === 'string') {
    const time = Date.parse(raw);
    return Number.isNaN(time) ? undefined : time;
  }
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  if (key.hint !== undefined) {
    const parsed = key.hint === 'int' ? Number.parseInt(String(raw), 10) : Number(raw);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  if (typeof raw === 'number' || typeof raw === 'string') return raw;
  return undefined;
}

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en');
}

export function compareSlugs(a: Story, b: Story): number {
  if (a.full_slug === b.full_slug) return 0;
  return a.full_slug < b.full_slug ? -1 : 1;
}

export function sortStories(stories: readonly Story[], keys: readonly SortKey[]): Story[] {
  return [...stories].sort((a, b) => {
    for (const key of keys) {
      const left = sortValue(a, key);
      const right = sortValue(b, key);
      if (left === undefined || right === undefined) {
        if (left !== right) return left === undefined ? 1 : -1;
        continue;
      }
      const order = compareValues(left, right);
      if (order !== 0) return key.direction === 'asc' ? order : -order;
    }
    return compareSlugs(a, b);
  });
}
