// Which requests the page cache may answer, and under which key: the URL plus exactly the request
// inputs that change the rendered HTML. Everything else about a request must not change it, so an
// input the cache does not know (a query parameter, a cookie) sends the request past the cache.
import { countryFromHeader } from '../../app/regions/visitor.server';
import { readCookies } from '../../app/security/cookies.server';
import { regionFromPath } from '../../app/regions/region';

/** The query parameters pages read while rendering (the GET-form blocks of app/blocks). */
export const PAGE_QUERY_PARAMETERS = new Set([
  'staff', // PricingCalculator
  'plan', // PricingCalculator, PlanFilter
  'addons', // PricingCalculator
  'industry', // IndustryFilter
  'q', // IntegrationsDirectory
  'category', // IntegrationsDirectory
  '_routes', // React Router's single fetch: which routes' data a .data request wants
]);

/** Campaign and click identifiers that only browser-side analytics read. */
const IGNORED_QUERY_PARAMETER =
  /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|ttclid|li_fat_id|yclid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi)$/i;

/** §6 customer cookies (app/regions/visitor.server.ts): their state is part of the key. */
const CUSTOMER_COOKIES = ['dp_logged_in', 'dp_signed_up', 'dp_paid_customer'] as const;

/**
 * Cookies the server does not read when it renders a page: the consent choice, the analytics id,
 * the ad token (read only by form posts), test-variation assignments (applied in the browser), and
 * third-party analytics cookies. Any other cookie may be personal: the request bypasses the cache.
 */
const IGNORED_COOKIE =
  /^(?:sl_consent|sl_aid|sl_adt|sl_experiments|sw-disabled|_ga.*|_gid|_gat.*|_gcl_.*|_fbp|_fbc|_uet.*|_hj.*|__cf_bm|cf_clearance|ajs_.*)$/;

export interface KeyInput {
  method: string;
  /** Origin the page is rendered for (canonical and Open Graph URLs use it when SITE_URL is unset). */
  origin: string;
  pathname: string;
  search: URLSearchParams;
  header(name: string): string | undefined;
  countryHeader: string;
}

export type CacheDecision =
  | {
      cacheable: true;
      key: string;
      /** The same bytes serve every visitor of this key and any shared cache may keep them. */
      shared: boolean;
    }
  | {
      cacheable: false;
      reason: string;
      /** The answer is for this visitor only: no shared cache (browser, CDN) may keep it. */
      personal: boolean;
    };

function bypass(reason: string, personal = false): CacheDecision {
  return { cacheable: false, reason, personal };
}

function customerStatus(cookies: Map<string, string>): string {
  const paid = cookies.get('dp_paid_customer');
  // §6: any dp_paid_customer value other than 0 means paid (same rule as visitorFromRequest).
  if (paid !== undefined && paid !== '0') return 'paid-customer';
  if (cookies.has('dp_logged_in') || cookies.has('dp_signed_up')) return 'customer';
  return 'prospect';
}

function normalisedQuery(search: URLSearchParams): string | null {
  const kept = new URLSearchParams();
  for (const [name, value] of search) {
    if (PAGE_QUERY_PARAMETERS.has(name)) kept.append(name, value);
    else if (!IGNORED_QUERY_PARAMETER.test(name)) return null;
  }
  kept.sort();
  return kept.toString();
}

const NOT_PAGES = /^\/(?:api|admin|__)(?:\/|$)/i;

/** A GET or HEAD outside the intakes and the admin: a page, or the data for a page. */
export function isPageRequest(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_PAGES.test(pathname);
}

export function cacheDecision(input: KeyInput): CacheDecision {
  if (input.method !== 'GET' && input.method !== 'HEAD') return bypass('method');
  if (NOT_PAGES.test(input.pathname)) return bypass('not a page');
  if (input.header('authorization') !== undefined) return bypass('authorization', true);
  const cookies = readCookies(input.header('cookie') ?? null);
  for (const name of cookies.keys()) {
    if (!CUSTOMER_COOKIES.includes(name as (typeof CUSTOMER_COOKIES)[number]) && !IGNORED_COOKIE.test(name)) {
      return bypass(`cookie ${name}`, true);
    }
  }
  const query = normalisedQuery(input.search);
  if (query === null) return bypass('query parameter');
  const region = regionFromPath(input.pathname);
  const country = countryFromHeader(input.header(input.countryHeader) ?? null, region);
  const customer = customerStatus(cookies);
  // Crawlers get the same bytes (a cached page is rendered whole, as for them), and the browser's
  // privacy signal is read by the consent manager in the browser, not by the render.
  const parts = [input.origin, input.pathname, query, `country=${country}`, `customer=${customer}`];
  return { cacheable: true, key: parts.join('\n'), shared: customer === 'prospect' };
}
