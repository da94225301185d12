// Reading a raw query string into named values. storyblok-js-client serialises nested objects as
// bracketed keys (`filter_query[component][in]=a,b`) and arrays as `name[]=a&name[]=b`, so keys are
// parsed here by hand; URLSearchParams only percent-decodes them. Anything not recognised is a 422,
// because a silently ignored misspelt parameter looks like a working filter that matches too much.
import { unprocessable } from './errors';

export interface RawFilter {
  field: string;
  op: string;
  value: string;
}

export interface SearchParams {
  values: Map<string, string>;
  filters: RawFilter[];
}

const FILTER_KEY = /^filter_query\[([^[\]]+)\]\[([^[\]]+)\]$/;
const ARRAY_KEY = /^([a-z_]+)\[\]$/;

export function readSearchParams(search: URLSearchParams, allowed: ReadonlySet<string>): SearchParams {
  const values = new Map<string, string>();
  const arrays = new Map<string, string[]>();
  const filters: RawFilter[] = [];
  const seenFilters = new Set<string>();

  for (const [key, value] of search) {
    if (key.startsWith('filter_query') && allowed.has('filter_query')) {
      const match = FILTER_KEY.exec(key);
      if (!match?.[1] || !match[2]) {
        throw unprocessable(
          `Malformed filter_query parameter: ${key} (expected filter_query[FIELD][OPERATION])`,
        );
      }
      if (seenFilters.has(key)) throw unprocessable(`Duplicate query parameter: ${key}`);
      seenFilters.add(key);
      filters.push({ field: match[1], op: match[2], value });
      continue;
    }
    const arrayName = ARRAY_KEY.exec(key)?.[1];
    if (arrayName !== undefined && allowed.has(arrayName)) {
      const items = arrays.get(arrayName) ?? [];
      items.push(value);
      arrays.set(arrayName, items);
      continue;
    }
    if (!allowed.has(key)) throw unprocessable(`Unknown query parameter: ${key}`);
    if (values.has(key)) throw unprocessable(`Duplicate query parameter: ${key}`);
    values.set(key, value);
  }

  for (const [name, items] of arrays) {
    if (values.has(name)) throw unprocessable(`Duplicate query parameter: ${name}`);
    values.set(name, items.join(','));
  }
  return { values, filters };
}

export function listParam(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function positiveIntParam(
  values: ReadonlyMap<string, string>,
  name: string,
  fallback: number,
): number {
  const raw = values.get(name);
  if (raw === undefined) return fallback;
  const parsed = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1) {
    throw unprocessable(`Invalid ${name}: "${raw}" is not a positive integer`);
  }
  return parsed;
}

export function booleanParam(values: ReadonlyMap<string, string>, name: string): boolean | undefined {
  const raw = values.get(name);
  if (raw === undefined) return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw unprocessable(`Invalid ${name}: "${raw}" (expected true, false, 1 or 0)`);
}

export function integerListParam(values: ReadonlyMap<string, string>, name: string): number[] {
  return listParam(values.get(name)).map((item) => {
    if (!/^\d+$/.test(item)) throw unprocessable(`Invalid ${name}: "${item}" is not an id`);
    return Number(item);
  });
}
