// Country lookups by ISO code or English name, and the sales region of a country (requirements §3, §9).
import {
  type Continent,
  DEFAULT_SALES_REGION,
  SALES_REGION_BY_CONTINENT,
  type SalesRegion,
} from './continents';
import { COUNTRY_NAME_ALIASES } from './country-aliases';
import { COUNTRIES, type Country, type CountryCode } from './country-list';

export { COUNTRIES, type Country, type CountryCode } from './country-list';
export { COUNTRY_NAME_ALIASES } from './country-aliases';
export {
  CONTINENTS,
  type Continent,
  DEFAULT_SALES_REGION,
  SALES_REGION_BY_CONTINENT,
  SALES_REGIONS,
  type SalesRegion,
} from './continents';

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((country) => [country.code, country]));

/**
 * The form of a name used for matching: case, accents, punctuation, a leading "the", "&" versus "and"
 * and "St" versus "Saint" do not matter ("St. Kitts & Nevis" matches "Saint Kitts and Nevis").
 */
export function normalizeCountryName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'st' ? 'saint' : word))
    .filter((word, index) => !(index === 0 && word === 'the'))
    .join(' ');
}

function buildNameIndex(): ReadonlyMap<string, Country> {
  const index = new Map<string, Country>();
  for (const country of COUNTRIES) index.set(normalizeCountryName(country.name), country);
  for (const country of COUNTRIES) {
    for (const alias of COUNTRY_NAME_ALIASES[country.code] ?? []) {
      const key = normalizeCountryName(alias);
      // A primary name always wins over another country's alias; the tests keep the lists clash-free.
      if (!index.has(key)) index.set(key, country);
    }
  }
  return index;
}

const BY_NAME = buildNameIndex();

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** The country with this ISO 3166-1 alpha-2 code, in any case ('gb', 'GB'); undefined if unknown. */
export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** The country with this English name or a known alias ('USA', 'United Kingdom', 'uk'); undefined if unknown. */
export function countryByName(name: string): Country | undefined {
  return BY_NAME.get(normalizeCountryName(name));
}

/**
 * The country for a value that may be a code or a name, as form posts carry either. A code wins
 * over a name; two-letter aliases such as 'UK' still resolve by name.
 */
export function findCountry(codeOrName: string | null | undefined): Country | undefined {
  if (!codeOrName) return undefined;
  return countryByCode(codeOrName) ?? countryByName(codeOrName);
}

export function continentOf(code: string): Continent | undefined {
  return countryByCode(code)?.continent;
}

/** AMER, EMEA or APAC by the country's continent; an unknown or missing code is AMER (§9). */
export function salesRegionOf(code: string | null | undefined): SalesRegion {
  const continent = code ? continentOf(code) : undefined;
  return continent ? SALES_REGION_BY_CONTINENT[continent] : DEFAULT_SALES_REGION;
}
