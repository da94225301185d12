// Continents and the sales regions they belong to (requirements §3 "Countries and regions").

export const CONTINENTS = [
  'Africa',
  'Antarctica',
  'Asia',
  'Europe',
  'North America',
  'Oceania',
  'South America',
] as const;
export type Continent = (typeof CONTINENTS)[number];

export const SALES_REGIONS = ['AMER', 'EMEA', 'APAC'] as const;
export type SalesRegion = (typeof SALES_REGIONS)[number];

/** §9: "Unknown countries default to AMER." */
export const DEFAULT_SALES_REGION: SalesRegion = 'AMER';

/**
 * §3 maps continents, not countries, to regions. The Middle East is in Asia, so it lands in APAC
 * (United Arab Emirates, Saudi Arabia, Israel...), not in EMEA as a sales team might expect.
 */
export const SALES_REGION_BY_CONTINENT: Readonly<Record<Continent, SalesRegion>> = {
  'North America': 'AMER',
  'South America': 'AMER',
  Antarctica: 'AMER',
  Europe: 'EMEA',
  Africa: 'EMEA',
  Oceania: 'APAC',
  Asia: 'APAC',
};
