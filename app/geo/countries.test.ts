import { describe, expect, it } from 'vitest';
import {
  CONTINENTS,
  continentOf,
  COUNTRIES,
  COUNTRY_NAME_ALIASES,
  countryByCode,
  countryByName,
  findCountry,
  isCountryCode,
  normalizeCountryName,
  salesRegionOf,
} from './countries';

// The 249 ISO 3166-1 alpha-2 codes (as in tzdata's iso3166.tab), written out to check the list against.
const ISO_3166_1_ALPHA_2 = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW
  BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI
  FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN
  IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
  MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
  PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV
  SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE
  YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

describe('the country list', () => {
  it('holds every ISO 3166-1 entry, plus Kosovo, once each', () => {
    expect(ISO_3166_1_ALPHA_2).toHaveLength(249);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...ISO_3166_1_ALPHA_2, 'XK'].sort());
  });

  it('gives every country a two-letter upper-case code, a name and a valid continent', () => {
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.trim()).not.toBe('');
      expect(CONTINENTS).toContain(country.continent);
    }
  });

  it('uses every continent', () => {
    expect(new Set(COUNTRIES.map((country) => country.continent))).toEqual(new Set(CONTINENTS));
  });

  it('has names that identify one country each, aliases included', () => {
    const owner = new Map<string, string>();
    for (const country of COUNTRIES) {
      for (const name of [country.name, ...(COUNTRY_NAME_ALIASES[country.code] ?? [])]) {
        const key = normalizeCountryName(name);
        expect(owner.get(key) ?? country.code, `"${name}"`).toBe(country.code);
        owner.set(key, country.code);
      }
    }
  });
});

describe('continents and sales regions', () => {
  it.each([
    ['US', 'North America', 'AMER'],
    ['CA', 'North America', 'AMER'],
    ['MX', 'North America', 'AMER'],
    ['BR', 'South America', 'AMER'],
    ['AR', 'South America', 'AMER'],
    ['AQ', 'Antarctica', 'AMER'],
    ['GB', 'Europe', 'EMEA'],
    ['DE', 'Europe', 'EMEA'],
    ['RU', 'Europe', 'EMEA'],
    ['ZA', 'Africa', 'EMEA'],
    ['EG', 'Africa', 'EMEA'],
    ['NG', 'Africa', 'EMEA'],
    ['AU', 'Oceania', 'APAC'],
    ['NZ', 'Oceania', 'APAC'],
    ['SG', 'Asia', 'APAC'],
    ['JP', 'Asia', 'APAC'],
    // Middle East: Asia by continent, so APAC by the §3 mapping.
    ['AE', 'Asia', 'APAC'],
    ['SA', 'Asia', 'APAC'],
    ['IL', 'Asia', 'APAC'],
    ['TR', 'Asia', 'APAC'],
  ] as const)('%s is in %s, so %s', (code, continent, region) => {
    expect(continentOf(code)).toBe(continent);
    expect(salesRegionOf(code)).toBe(region);
  });

  it('defaults unknown or missing codes to AMER', () => {
    expect(continentOf('ZZ')).toBeUndefined();
    expect(salesRegionOf('ZZ')).toBe('AMER');
    expect(salesRegionOf('')).toBe('AMER');
    expect(salesRegionOf(undefined)).toBe('AMER');
    expect(salesRegionOf(null)).toBe('AMER');
  });

  it('reads codes in any case', () => {
    expect(salesRegionOf('gb')).toBe('EMEA');
    expect(continentOf('au')).toBe('Oceania');
  });
});

describe('countryByCode', () => {
  it('finds a country by code, ignoring case and spaces', () => {
    expect(countryByCode('GB')).toEqual({ code: 'GB', name: 'United Kingdom', continent: 'Europe' });
    expect(countryByCode('us')?.name).toBe('United States');
    expect(countryByCode(' nz ')?.code).toBe('NZ');
  });

  it('knows nothing of unassigned or malformed codes', () => {
    expect(countryByCode('ZZ')).toBeUndefined();
    expect(countryByCode('UK')).toBeUndefined();
    expect(countryByCode('USA')).toBeUndefined();
    expect(countryByCode('')).toBeUndefined();
  });

  it('guards the code type exactly', () => {
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('gb')).toBe(false);
    expect(isCountryCode(42)).toBe(false);
  });
});

describe('countryByName', () => {
  it.each([
    ['United States', 'US'],
    ['United States of America', 'US'],
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['united states', 'US'],
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['Great Britain', 'GB'],
    ['United Arab Emirates', 'AE'],
    ['UAE', 'AE'],
    ['Netherlands', 'NL'],
    ['The Netherlands', 'NL'],
    ['Holland', 'NL'],
    ['South Korea', 'KR'],
    ['Korea, Republic of', 'KR'],
    ['North Korea', 'KP'],
    ['Russia', 'RU'],
    ['Russian Federation', 'RU'],
    ['Türkiye', 'TR'],
    ['Turkey', 'TR'],
    ['Czechia', 'CZ'],
    ['Czech Republic', 'CZ'],
    ["Côte d'Ivoire", 'CI'],
    ['Cote d’Ivoire', 'CI'],
    ['Ivory Coast', 'CI'],
    ['Curacao', 'CW'],
    ['Aland Islands', 'AX'],
    ['St Kitts & Nevis', 'KN'],
    ['Saint Vincent and the Grenadines', 'VC'],
    ['Democratic Republic of the Congo', 'CD'],
    ['Congo', 'CG'],
    ['Viet Nam', 'VN'],
    ['Kosovo', 'XK'],
    ['Isle of Man', 'IM'],
    ['  south africa ', 'ZA'],
  ] as const)('%s is %s', (name, code) => {
    expect(countryByName(name)?.code).toBe(code);
  });

  it('finds every primary name', () => {
    for (const country of COUNTRIES) expect(countryByName(country.name)).toBe(country);
  });

  it('knows nothing of made-up names', () => {
    expect(countryByName('Atlantis')).toBeUndefined();
    expect(countryByName('')).toBeUndefined();
  });
});

describe('findCountry', () => {
  it('takes a code or a name', () => {
    expect(findCountry('DE')?.name).toBe('Germany');
    expect(findCountry('Germany')?.code).toBe('DE');
    expect(findCountry('UK')?.code).toBe('GB');
    expect(findCountry('na')?.name).toBe('Namibia');
  });

  it('returns undefined for missing or unknown input', () => {
    expect(findCountry(undefined)).toBeUndefined();
    expect(findCountry(null)).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
    expect(findCountry('Narnia')).toBeUndefined();
  });
});
