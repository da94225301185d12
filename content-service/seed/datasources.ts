// The seed datasources, built from the site's own constants so that they cannot drift from what the
// forms offer: the employee-count ranges of the marketing forms and the country list (English name as
// the form shows and submits it, in the form's order, keyed by ISO code, with the continent as a
// dimension). Written to content/datasources/{slug}.json (format: content/README.md).
import { EMPLOYEE_RANGES } from '../../app/forms/consultation-redirect';
import { COUNTRY_OPTIONS } from '../../app/forms/definitions';
import { COUNTRIES } from '../../app/geo/countries';

export interface DatasourceFile {
  name: string;
  slug: string;
  dimensions: { name: string; entry_value: string }[];
  entries: { name: string; value: string; dimension_values?: Record<string, string> }[];
}

function employeeRanges(): DatasourceFile {
  return {
    name: 'Employee ranges',
    slug: 'employee-ranges',
    dimensions: [],
    entries: EMPLOYEE_RANGES.map((range) => ({ name: range, value: range })),
  };
}

function countries(): DatasourceFile {
  const byName = new Map<string, (typeof COUNTRIES)[number]>(
    COUNTRIES.map((country) => [country.name, country]),
  );
  return {
    name: 'Countries',
    slug: 'countries',
    dimensions: [{ name: 'Continent', entry_value: 'continent' }],
    entries: COUNTRY_OPTIONS.map((name) => {
      const country = byName.get(name);
      if (!country) throw new Error(`No country named ${name}`);
      return { name: country.code, value: country.name, dimension_values: { continent: country.continent } };
    }),
  };
}

/** Every seed datasource, by slug. */
export function buildDatasources(): DatasourceFile[] {
  return [countries(), employeeRanges()];
}
