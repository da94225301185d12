import { describe, expect, it } from 'vitest';
import { countryFromHeader, isBotUserAgent, visitorFromRequest } from './visitor.server';

const request = (headers: Record<string, string>) => new Request('http://localhost/gb', { headers });

describe('visitor country', () => {
  it('comes from the CDN header, else the region', () => {
    expect(countryFromHeader('NZ', 'au')).toBe('nz');
    expect(countryFromHeader('UK', 'us')).toBe('gb');
    expect(countryFromHeader(null, 'gb')).toBe('gb');
    expect(countryFromHeader('XX', 'au')).toBe('au');
    expect(countryFromHeader('<script>', 'us')).toBe('us');
  });

  it('sets the pricing country to the visitor country when it is a region', () => {
    expect(visitorFromRequest(request({ 'cf-ipcountry': 'AU' }), 'gb').pricingCountry).toBe('au');
    expect(visitorFromRequest(request({ 'cf-ipcountry': 'FR' }), 'gb').pricingCountry).toBe('gb');
  });
});

describe('customer flags from cookies (requirements §6)', () => {
  it('treats a visitor without cookies as a prospect', () => {
    expect(visitorFromRequest(request({}), 'us')).toMatchObject({
      isCustomer: false,
      isPaidCustomer: false,
      personalisationStatus: 'prospect',
    });
  });

  it('flags logged-in and signed-up visitors as customers', () => {
    expect(visitorFromRequest(request({ cookie: 'dp_logged_in=1' }), 'us').isCustomer).toBe(true);
    expect(
      visitorFromRequest(request({ cookie: 'a=b; dp_signed_up=true' }), 'us').personalisationStatus,
    ).toBe('customer');
  });

  it('treats any dp_paid_customer value other than 0 as paid', () => {
    expect(visitorFromRequest(request({ cookie: 'dp_paid_customer=0' }), 'us').isPaidCustomer).toBe(false);
    expect(visitorFromRequest(request({ cookie: 'dp_paid_customer=1' }), 'us').isPaidCustomer).toBe(true);
    expect(visitorFromRequest(request({ cookie: 'dp_paid_customer=yes' }), 'us').personalisationStatus).toBe(
      'paid-customer',
    );
    expect(visitorFromRequest(request({ cookie: 'dp_paid_customer=%E0%A4' }), 'us').isPaidCustomer).toBe(
      true,
    );
  });
});

describe('bots', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome-Lighthouse', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', false],
  ])('%s is a bot: %s', (userAgent, bot) => {
    expect(isBotUserAgent(userAgent)).toBe(bot);
  });
});
