// Who is visiting, as far as a marketing site may know (requirements §3 shared state, §6 cookies):
// the country a CDN reports in a configurable header, and the customer flags set by the product.
import { isbot } from 'isbot';
import { config } from '../../config/index';
import { isRegion, type Region } from './region';
import { readCookies } from '../security/cookies.server';

export type PersonalisationStatus = 'prospect' | 'customer' | 'paid-customer';

export interface Visitor {
  /** ISO 3166 alpha-2 code, lowercase; the region when the header is absent or malformed. */
  ipCountry: string;
  /** The region whose prices the visitor sees: their country when it is a region, else the page's. */
  pricingCountry: Region;
  isCustomer: boolean;
  isPaidCustomer: boolean;
  personalisationStatus: PersonalisationStatus;
  isBot: boolean;
}

const COUNTRY_CODE = /^[a-z]{2}$/;
// isbot covers search and social crawlers; Lighthouse identifies itself separately (§8).
const EXTRA_BOTS = /lighthouse|headlesschrome.*(?:pagespeed|speed insights)|chrome-lighthouse/i;

export function countryFromHeader(value: string | null, region: Region): string {
  const code = value?.trim().toLowerCase() ?? '';
  if (code === 'uk') return 'gb';
  // Cloudflare reports XX (unknown) and T1 (Tor): neither is a country.
  return COUNTRY_CODE.test(code) && code !== 'xx' ? code : region;
}

export function isBotUserAgent(userAgent: string | null): boolean {
  if (!userAgent) return false;
  return isbot(userAgent) || EXTRA_BOTS.test(userAgent);
}

export function visitorFromRequest(request: Request, region: Region): Visitor {
  const cookies = readCookies(request.headers.get('cookie'));
  const ipCountry = countryFromHeader(request.headers.get(config().site.countryHeader), region);
  const loggedIn = cookies.has('dp_logged_in');
  const signedUp = cookies.has('dp_signed_up');
  const paidValue = cookies.get('dp_paid_customer');
  // §6: any dp_paid_customer value other than 0 means paid.
  const isPaidCustomer = paidValue !== undefined && paidValue !== '0';
  // Someone who has logged in to, or signed up for, the product is a customer already.
  const isCustomer = loggedIn || signedUp || isPaidCustomer;
  return {
    ipCountry,
    pricingCountry: isRegion(ipCountry) ? ipCountry : region,
    isCustomer,
    isPaidCustomer,
    personalisationStatus: isPaidCustomer ? 'paid-customer' : isCustomer ? 'customer' : 'prospect',
    isBot: isBotUserAgent(request.headers.get('user-agent')),
  };
}
