// Datasources: named lists of name/value entries (form options, country lists, labels), each with
// optional dimensions holding other values per entry (a translation, a regional variant). One JSON
// file per datasource, `{contentDir}/datasources/{slug}.json` (format: content/README.md), read at
// start; the delivery API answers `cdn/datasources` and `cdn/datasource_entries` from them.
// Ids the file leaves out are derived from the slug, dimension value and entry name (derived-ids.ts).
import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { derivedId } from './derived-ids';
import { unprocessable } from './errors';
import { log } from './log';
import { pageOf, type Paging, readPaging } from './paging';

/** The folder under the content folder that holds the datasource files (no story may live there). */
export const DATASOURCES_FOLDER = 'datasources';

/**
 * The Storyblok component definitions beside the stories (`content/components.json`, written by
 * `npm run content:schema`): not a story, and no story may take its slug.
 */
export const COMPONENTS_SLUG = 'components';
/** The CDN's maximum for datasources and their entries (25 by default). */
export const MAX_DATASOURCE_PER_PAGE = 1000;

/** Datasource slugs and dimension values, as the CDN's own clients accept them. */
const KEY = /^[a-z0-9][a-z0-9_-]*$/i;

export interface Dimension {
  id: number;
  name: string;
  entry_value: string;
  datasource_id: number;
  created_at: string;
  updated_at: string;
}

export interface DatasourceEntry {
  id: number;
  name: string;
  value: string;
  /** Dimension entry_value → this entry's value in that dimension. */
  dimension_values: Readonly<Record<string, string>>;
}

export interface Datasource {
  id: number;
  name: string;
  slug: string;
  dimensions: Dimension[];
  entries: DatasourceEntry[];
}

const id = z.number().int().positive().max(2_147_483_647).optional();
const timestamp = z.string().min(1).optional();

const datasourceFileSchema = z.looseObject({
  id,
  name: z.string().trim().min(1),
  slug: z.string().regex(KEY, 'must be letters, digits, "-" and "_"').optional(),
  created_at: timestamp,
  updated_at: timestamp,
  dimensions: z
    .array(
      z.looseObject({
        id,
        name: z.string().trim().min(1),
        entry_value: z.string().regex(KEY, 'must be letters, digits, "-" and "_"'),
        created_at: timestamp,
        updated_at: timestamp,
      }),
    )
    .default([]),
  entries: z
    .array(
      z.looseObject({
        id,
        name: z.string().min(1),
        value: z.string(),
        dimension_values: z.record(z.string(), z.string()).optional(),
      }),
    )
    .default([]),
});

export type ParsedDatasourceFile = { datasource: Datasource; warnings: string[] } | { problem: string };

function duplicate<T>(items: readonly T[]): T | undefined {
  const seen = new Set<T>();
  for (const item of items) {
    if (seen.has(item)) return item;
    seen.add(item);
  }
  return undefined;
}

/**
 * `fileSlug` is the file's name without `.json`: as for stories, the file's place is the truth about
 * the slug. `modified` (ISO) stands in for missing timestamps.
 */
export function parseDatasourceFile(text: string, fileSlug: string, modified: string): ParsedDatasourceFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problem: `not valid JSON (${(error as Error).message})` };
  }
  const parsed = datasourceFileSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    return { problem: issues.join('; ') };
  }
  if (!KEY.test(fileSlug)) return { problem: `the file name is not a datasource slug: ${fileSlug}` };
  const raw = parsed.data;
  const warnings: string[] = [];
  if (raw.slug !== undefined && raw.slug !== fileSlug) {
    warnings.push(`slug "${raw.slug}" does not match the file's name; using "${fileSlug}"`);
  }
  const slug = fileSlug;

  const values = raw.dimensions.map((dimension) => dimension.entry_value);
  const twice = duplicate(values);
  if (twice !== undefined) return { problem: `two dimensions have the entry_value "${twice}"` };
  const sameName = duplicate(raw.entries.map((entry) => entry.name));
  if (sameName !== undefined) return { problem: `two entries have the name "${sameName}"` };
  const declared = new Set(values);
  for (const entry of raw.entries) {
    const unknown = Object.keys(entry.dimension_values ?? {}).find((key) => !declared.has(key));
    if (unknown !== undefined) {
      return { problem: `entry "${entry.name}" has a value for the undeclared dimension "${unknown}"` };
    }
  }

  const datasourceId = raw.id ?? derivedId(`datasource:${slug}`);
  const created = raw.created_at ?? modified;
  const updated = raw.updated_at ?? modified;
  const datasource: Datasource = {
    id: datasourceId,
    name: raw.name,
    slug,
    dimensions: raw.dimensions.map((dimension) => ({
      id: dimension.id ?? derivedId(`dimension:${slug}:${dimension.entry_value}`),
      name: dimension.name,
      entry_value: dimension.entry_value,
      datasource_id: datasourceId,
      created_at: dimension.created_at ?? created,
      updated_at: dimension.updated_at ?? updated,
    })),
    entries: raw.entries.map((entry) => ({
      id: entry.id ?? derivedId(`entry:${slug}:${entry.name}`),
      name: entry.name,
      value: entry.value,
      dimension_values: { ...entry.dimension_values },
    })),
  };
  const ids = (records: readonly { id: number }[]) => records.map((record) => record.id);
  const sameEntryId = duplicate(ids(datasource.entries));
  if (sameEntryId !== undefined) return { problem: `two entries have the id ${sameEntryId}` };
  const sameDimensionId = duplicate(ids(datasource.dimensions));
  if (sameDimensionId !== undefined) return { problem: `two dimensions have the id ${sameDimensionId}` };
  return { datasource, warnings };
}

/** The datasources, read once at start (read-only: nothing writes them while the service runs). */
export class DatasourceStore {
  private readonly bySlugIndex = new Map<string, Datasource>();
  private readonly byIdIndex = new Map<number, Datasource>();
  private readonly entryIds = new Set<number>();
  private readonly dimensionIds = new Set<number>();

  private constructor(readonly dir: string) {}

  /** `dir` is the datasources folder; a missing one means no datasources. Bad files are logged and skipped. */
  static async load(dir: string): Promise<DatasourceStore> {
    const store = new DatasourceStore(path.resolve(dir));
    let entries: Dirent[];
    try {
      entries = await readdir(store.dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return store;
      throw error;
    }
    const files = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json') && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
    for (const name of files) {
      const problem = await store.loadFile(name);
      if (problem) log.error(`skipped ${DATASOURCES_FOLDER}/${name}: ${problem}`);
    }
    return store;
  }

  private async loadFile(name: string): Promise<string | undefined> {
    const file = path.join(this.dir, name);
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    const parsed = parseDatasourceFile(text, name.replace(/\.json$/, ''), info.mtime.toISOString());
    if ('problem' in parsed) return parsed.problem;
    const { datasource, warnings } = parsed;
    if (this.byIdIndex.has(datasource.id)) return `duplicate datasource id ${datasource.id}`;
    const entryId = datasource.entries.find((entry) => this.entryIds.has(entry.id))?.id;
    if (entryId !== undefined) return `entry id ${entryId} is another datasource's (give the entry an id)`;
    const dimensionId = datasource.dimensions.find((dimension) => this.dimensionIds.has(dimension.id))?.id;
    if (dimensionId !== undefined) return `dimension id ${dimensionId} is another datasource's`;
    for (const warning of warnings) log.warn(`${DATASOURCES_FOLDER}/${name}: ${warning}`);
    this.bySlugIndex.set(datasource.slug, datasource);
    this.byIdIndex.set(datasource.id, datasource);
    for (const entry of datasource.entries) this.entryIds.add(entry.id);
    for (const dimension of datasource.dimensions) this.dimensionIds.add(dimension.id);
    return undefined;
  }

  get size(): number {
    return this.bySlugIndex.size;
  }

  /** By slug. */
  all(): Datasource[] {
    return [...this.bySlugIndex.values()].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  }

  bySlug(slug: string): Datasource | undefined {
    return this.bySlugIndex.get(slug);
  }

  byId(id: number): Datasource | undefined {
    return this.byIdIndex.get(id);
  }
}

/** The CDN's datasource object: no entries (those are `cdn/datasource_entries`). */
export function presentDatasource(datasource: Datasource): Record<string, unknown> {
  return {
    id: datasource.id,
    name: datasource.name,
    slug: datasource.slug,
    dimensions: datasource.dimensions.map((dimension) => ({ ...dimension })),
  };
}

export interface EntriesQuery {
  datasource: string | undefined;
  dimension: string | undefined;
  paging: Paging;
}

function keyParam(values: ReadonlyMap<string, string>, name: string): string | undefined {
  const raw = values.get(name);
  if (raw === undefined || raw === '') return undefined;
  if (!KEY.test(raw))
    throw unprocessable(`Invalid ${name}: "${raw}" (expected letters, digits, "-" and "_")`);
  return raw;
}

export function parseEntriesQuery(values: ReadonlyMap<string, string>): EntriesQuery {
  return {
    datasource: keyParam(values, 'datasource'),
    dimension: keyParam(values, 'dimension'),
    paging: readPaging(values, MAX_DATASOURCE_PER_PAGE),
  };
}

export interface PresentedEntry {
  id: number;
  name: string;
  value: string;
  dimension_value: string | null;
}

/**
 * One page of entries and how many there are in all: those of `query.datasource`, or of every
 * datasource (by slug, each in its file's order) when none is named. A datasource that does not
 * exist has no entries. `dimension_value` is the entry's value in `query.dimension`, or null when no
 * dimension is asked for or the entry has no value in it.
 */
export function selectEntries(
  store: DatasourceStore,
  query: EntriesQuery,
): { entries: PresentedEntry[]; total: number } {
  const sources =
    query.datasource === undefined
      ? store.all()
      : [store.bySlug(query.datasource)].filter((source) => source !== undefined);
  const all = sources.flatMap((source) => source.entries);
  const { dimension } = query;
  const entries = pageOf(all, query.paging).map((entry) => ({
    id: entry.id,
    name: entry.name,
    value: entry.value,
    dimension_value: dimension === undefined ? null : (entry.dimension_values[dimension] ?? null),
  }));
  return { entries, total: all.length };
}

export function pageOfDatasources(
  store: DatasourceStore,
  values: ReadonlyMap<string, string>,
): { datasources: Record<string, unknown>[]; total: number; paging: Paging } {
  const paging = readPaging(values, MAX_DATASOURCE_PER_PAGE);
  const all = store.all();
  return { datasources: pageOf(all, paging).map(presentDatasource), total: all.length, paging };
}
