// Which consultation and download leads are sent to the self-serve page after submitting
// (requirements §9 "Consultation redirect rule", as this project reads it):
// - '1 - 15' and '1 - 25' always redirect;
// - '16 - 49' and '26 - 49' redirect when the country is not core, and in EMEA always;
// - '50 - 249' redirects in EMEA when the country is not core;
// - larger ranges never redirect.
// The target is the self-serve page of the visitor's sales region by continent; unknown countries are AMER.
import { findCountry, salesRegionOf, type CountryCode, type SalesRegion } from '../geo/countries';
import { regionPath, type Region } from '../regions/region';

/** The employee-count ranges the marketing forms offer (two form variants split small teams differently). */
export const EMPLOYEE_RANGES = [
  '1 - 15',
  '1 - 25',
  '16 - 49',
  '26 - 49',
  '50 - 249',
  '250 - 999',
  '1000+',
] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

/** §9 core countries: Australia, New Zealand, United States, Canada, United Kingdom, Ireland, Jersey,
 * Guernsey, Isle of Man, South Africa, United Arab Emirates, Netherlands, Gibraltar, Germany, Singapore. */
export const CORE_COUNTRIES = [
  'AU',
  'NZ',
  'US',
  'CA',
  'GB',
  'IE',
  'JE',
  'GG',
  'IM',
  'ZA',
  'AE',
  'NL',
  'GI',
  'DE',
  'SG',
] as const satisfies readonly CountryCode[];

export const SELF_SERVE_REDIRECT_DELAY_MS = 250;

/** The self-serve ("in action") page, without a region prefix. */
export const SELF_SERVE_PAGE_PATH = '/in-action';

/** §9: AMER goes to the in-action page, APAC to its au version, EMEA to its gb version. */
const SELF_SERVE_SITE_REGION: Readonly<Record<SalesRegion, Region>> = { AMER: 'us', APAC: 'au', EMEA: 'gb' };

export const SELF_SERVE_TARGETS: Readonly<Record<SalesRegion, string>> = {
  AMER: regionPath(SELF_SERVE_SITE_REGION.AMER, SELF_SERVE_PAGE_PATH),
  APAC: regionPath(SELF_SERVE_SITE_REGION.APAC, SELF_SERVE_PAGE_PATH),
  EMEA: regionPath(SELF_SERVE_SITE_REGION.EMEA, SELF_SERVE_PAGE_PATH),
};

export type ConsultationRedirect =
  | { readonly redirect: false }
  | {
      readonly redirect: true;
      readonly target: string;
      readonly delayMs: typeof SELF_SERVE_REDIRECT_DELAY_MS;
    };

export interface ConsultationAnswers {
  /** The employee-count range as submitted, e.g. '16 - 49'. */
  readonly employees: string | null | undefined;
  /** An ISO 3166-1 alpha-2 code or an English country name, as submitted. */
  readonly country: string | null | undefined;
}

const ALWAYS_SELF_SERVE: ReadonlySet<EmployeeRange> = new Set(['1 - 15', '1 - 25']);
const SELF_SERVE_UNLESS_CORE: ReadonlySet<EmployeeRange> = new Set(['16 - 49', '26 - 49']);
const EMEA_SELF_SERVE_UNLESS_CORE: ReadonlySet<EmployeeRange> = new Set(['50 - 249']);

const CORE: ReadonlySet<string> = new Set(CORE_COUNTRIES);

export function isEmployeeRange(value: unknown): value is EmployeeRange {
  return typeof value === 'string' && (EMPLOYEE_RANGES as readonly string[]).includes(value);
}

/** '1-15', ' 1 -  15 ' and '1 - 15' are the same range; anything else is not a known range. */
export function parseEmployeeRange(value: string | null | undefined): EmployeeRange | undefined {
  const normalized = value?.trim().replace(/\s*-\s*/, ' - ');
  return isEmployeeRange(normalized) ? normalized : undefined;
}

/** Whether a code or name is one of the 15 core countries; unknown countries are not core. */
export function isCoreCountry(codeOrName: string | null | undefined): boolean {
  const country = findCountry(codeOrName);
  return country !== undefined && CORE.has(country.code);
}

function sendsToSelfServe(range: EmployeeRange, core: boolean, region: SalesRegion): boolean {
  if (ALWAYS_SELF_SERVE.has(range)) return true;
  if (SELF_SERVE_UNLESS_CORE.has(range)) return !core || region === 'EMEA';
  if (EMEA_SELF_SERVE_UNLESS_CORE.has(range)) return region === 'EMEA' && !core;
  return false;
}

/**
 * Where to send a visitor after a consultation or download form succeeds.
 * `region` overrides the sales region derived from the country's continent, for a caller that already
 * knows it; the core-country test always uses the country itself.
 */
export function consultationRedirect(
  answers: ConsultationAnswers,
  region?: SalesRegion,
): ConsultationRedirect {
  const range = parseEmployeeRange(answers.employees);
  if (!range) return { redirect: false };
  const country = findCountry(answers.country);
  const salesRegion = region ?? salesRegionOf(country?.code);
  const core = country !== undefined && CORE.has(country.code);
  if (!sendsToSelfServe(range, core, salesRegion)) return { redirect: false };
  return { redirect: true, target: SELF_SERVE_TARGETS[salesRegion], delayMs: SELF_SERVE_REDIRECT_DELAY_MS };
}
