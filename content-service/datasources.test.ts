import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYEE_RANGES } from '../app/forms/consultation-redirect';
import { COUNTRY_OPTIONS } from '../app/forms/definitions';
import { COUNTRIES } from '../app/geo/countries';
import { derivedId } from './derived-ids';
import {
  DATASOURCES_FOLDER,
  DatasourceStore,
  parseDatasourceFile,
  parseEntriesQuery,
  selectEntries,
} from './datasources';
import { log } from './log';
import { defined, makeTempDir, removeDir, writeDatasources } from './test-support';

const CONTENT_DIR = path.join(process.cwd(), 'content');
const MODIFIED = '2026-05-01T00:00:00.000Z';
const parse = (value: unknown, slug = 'colours') =>
  parseDatasourceFile(JSON.stringify(value), slug, MODIFIED);

let dir: string | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await removeDir(dir);
  dir = undefined;
});

describe('parseDatasourceFile', () => {
  it('derives ids and timestamps the file leaves out, and keeps the ones it gives', () => {
    const parsed = parse({
      name: 'Colours',
      slug: 'colours',
      dimensions: [{ name: 'German', entry_value: 'de' }],
      entries: [
        { name: 'red', value: 'Red', dimension_values: { de: 'Rot' } },
        { id: 5, name: 'blue', value: 'Blue' },
      ],
    });
    if ('problem' in parsed) throw new Error(parsed.problem);
    const { datasource, warnings } = parsed;
    expect(warnings).toEqual([]);
    expect(datasource).toEqual({
      id: derivedId('datasource:colours'),
      name: 'Colours',
      slug: 'colours',
      dimensions: [
        {
          id: derivedId('dimension:colours:de'),
          name: 'German',
          entry_value: 'de',
          datasource_id: derivedId('datasource:colours'),
          created_at: MODIFIED,
          updated_at: MODIFIED,
        },
      ],
      entries: [
        { id: derivedId('entry:colours:red'), name: 'red', value: 'Red', dimension_values: { de: 'Rot' } },
        { id: 5, name: 'blue', value: 'Blue', dimension_values: {} },
      ],
    });
  });

  it('takes the slug from the file name', () => {
    const parsed = parse({ name: 'Colours', slug: 'colors', entries: [] });
    expect(parsed).toMatchObject({
      datasource: { slug: 'colours' },
      warnings: [expect.stringMatching(/does not match the file's name/)],
    });
  });

  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['no name', { entries: [] }, /name/],
    ['an entry without a value', { name: 'X', entries: [{ name: 'a' }] }, /entries\.0\.value/],
    ['a malformed dimension', { name: 'X', dimensions: [{ name: 'D', entry_value: 'd e' }] }, /entry_value/],
    [
      'two dimensions with one value',
      {
        name: 'X',
        dimensions: [
          { name: 'A', entry_value: 'de' },
          { name: 'B', entry_value: 'de' },
        ],
      },
      /two dimensions/,
    ],
    [
      'two entries with one name',
      {
        name: 'X',
        entries: [
          { name: 'a', value: '1' },
          { name: 'a', value: '2' },
        ],
      },
      /two entries/,
    ],
    [
      'a value in an undeclared dimension',
      { name: 'X', entries: [{ name: 'a', value: '1', dimension_values: { fr: 'un' } }] },
      /undeclared dimension "fr"/,
    ],
    [
      'two entries with one id',
      {
        name: 'X',
        entries: [
          { id: 1, name: 'a', value: '1' },
          { id: 1, name: 'b', value: '2' },
        ],
      },
      /two entries have the id 1/,
    ],
  ])('refuses %s', (_what, value, problem) => {
    const parsed = typeof value === 'string' ? parseDatasourceFile(value, 'x', MODIFIED) : parse(value, 'x');
    expect(parsed).toEqual({ problem: expect.stringMatching(problem) });
  });
});

describe('DatasourceStore', () => {
  it('loads every datasource file, logs and skips bad ones, and has none without the folder', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    dir = await makeTempDir();
    await writeDatasources(dir, [
      { name: 'Sizes', slug: 'sizes', entries: [{ name: 's', value: 'S' }] },
      { name: 'Colours', slug: 'colours', entries: [{ id: 9, name: 'red', value: 'Red' }] },
      { name: 'Clash', slug: 'clash', entries: [{ id: 9, name: 'other', value: 'Other' }] },
      { slug: 'nameless' },
    ]);
    await writeFile(path.join(dir, DATASOURCES_FOLDER, 'notes.txt'), 'not a datasource');
    const store = await DatasourceStore.load(path.join(dir, DATASOURCES_FOLDER));
    // Files load in name order: clash.json comes first and keeps the id 9; colours.json is refused.
    expect(store.all().map((source) => source.slug)).toEqual(['clash', 'sizes']);
    const logged = errors.mock.calls.map((call) => String(call[0])).join('\n');
    expect(logged).toMatch(/datasources\/colours\.json: entry id 9 is another datasource's/);
    expect(logged).toMatch(/datasources\/nameless\.json: name/);

    expect((await DatasourceStore.load(path.join(dir, 'nowhere'))).size).toBe(0);
  });

  it('selects entries by datasource, with the dimension asked for, page by page', async () => {
    dir = await makeTempDir();
    await writeDatasources(dir, [
      {
        name: 'Colours',
        slug: 'colours',
        dimensions: [{ name: 'German', entry_value: 'de' }],
        entries: [
          { name: 'red', value: 'Red', dimension_values: { de: 'Rot' } },
          { name: 'blue', value: 'Blue' },
        ],
      },
      { name: 'Sizes', slug: 'sizes', entries: [{ name: 's', value: 'S' }] },
    ]);
    const store = await DatasourceStore.load(path.join(dir, DATASOURCES_FOLDER));
    const select = (values: Record<string, string>) =>
      selectEntries(store, parseEntriesQuery(new Map(Object.entries(values))));

    expect(select({ datasource: 'colours', dimension: 'de' }).entries).toEqual([
      { id: expect.any(Number), name: 'red', value: 'Red', dimension_value: 'Rot' },
      { id: expect.any(Number), name: 'blue', value: 'Blue', dimension_value: null },
    ]);
    expect(select({}).entries.map((entry) => entry.name)).toEqual(['red', 'blue', 's']);
    expect(select({ per_page: '1', page: '2' })).toMatchObject({ total: 3, entries: [{ name: 'blue' }] });
    expect(select({ datasource: 'nothing' })).toEqual({ entries: [], total: 0 });
    expect(() => select({ datasource: 'a b' })).toThrow(/Invalid datasource/);
  });
});

describe('the seed datasources', () => {
  it('load without a problem and hold the forms’ own options', async () => {
    const errors = vi.spyOn(log, 'error');
    const warnings = vi.spyOn(log, 'warn');
    const store = await DatasourceStore.load(path.join(CONTENT_DIR, DATASOURCES_FOLDER));
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();

    const ranges = defined(store.bySlug('employee-ranges'));
    expect(ranges.entries.map((entry) => entry.value)).toEqual([...EMPLOYEE_RANGES]);
    const countries = defined(store.bySlug('countries'));
    expect(countries.entries.map((entry) => entry.value)).toEqual([...COUNTRY_OPTIONS]);
    expect(countries.entries).toHaveLength(COUNTRIES.length);
    const gb = defined(countries.entries.find((entry) => entry.name === 'GB'));
    expect(gb).toMatchObject({ value: 'United Kingdom', dimension_values: { continent: 'Europe' } });
  });
});
