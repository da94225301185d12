import { describe, expect, it } from 'vitest';
import { visitorFromRequest } from '../../app/regions/visitor.server';
import { cacheDecision, type CacheDecision, type KeyInput } from './request-key';

function decide(url: string, headers: Record<string, string> = {}, method = 'GET'): CacheDecision {
  const parsed = new URL(url, 'http://site.test');
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const input: KeyInput = {
    method,
    origin: parsed.origin,
    pathname: parsed.pathname,
    search: parsed.searchParams,
    header: (name) => lower[name.toLowerCase()],
    countryHeader: 'cf-ipcountry',
  };
  return cacheDecision(input);
}

function keyOf(url: string, headers: Record<string, string> = {}): string {
  const decision = decide(url, headers);
  if (!decision.cacheable) throw new Error(`not cacheable: ${decision.reason}`);
  return decision.key;
}

describe('the page cache key', () => {
  it('ignores campaign parameters and the order of the parameters pages read', () => {
    expect(keyOf('/pricing?utm_source=news&utm_medium=mail&gclid=1&fbclid=2')).toBe(keyOf('/pricing'));
    expect(keyOf('/pricing?staff=20&plan=premium')).toBe(
      keyOf('/pricing?plan=premium&staff=20&utm_campaign=x'),
    );
    expect(keyOf('/pricing?staff=20')).not.toBe(keyOf('/pricing?staff=21'));
    expect(keyOf('/integrations?q=pay&category=hr')).not.toBe(keyOf('/integrations'));
  });

  it('keeps single-fetch data requests apart from pages, and their routes', () => {
    expect(keyOf('/gb.data')).not.toBe(keyOf('/gb'));
    expect(keyOf('/gb.data?_routes=root')).not.toBe(keyOf('/gb.data'));
  });

  it('bypasses a query parameter it does not know (it may have side effects, such as the ad token)', () => {
    expect(decide('/pricing?sl_adt=abc')).toMatchObject({ cacheable: false, personal: false });
    expect(decide('/pricing?anything=1')).toMatchObject({ cacheable: false });
  });

  it('separates the origin, the path and the region', () => {
    expect(keyOf('http://a.test/gb/blog')).not.toBe(keyOf('http://b.test/gb/blog'));
    expect(keyOf('/gb/blog')).not.toBe(keyOf('/au/blog'));
    expect(keyOf('/blog')).not.toBe(keyOf('/us/blog'));
  });

  it('groups visitors by the country the pages use, exactly as the site state reads it', () => {
    const region = 'gb';
    const countries = ['de', 'DE', 'fr', 'uk', 'gb', 'xx', 'garbage', '', 'us', 'au'];
    for (const a of countries) {
      for (const b of countries) {
        const ipA = visitorFromRequest(
          new Request('http://site.test/gb', { headers: { 'cf-ipcountry': a } }),
          region,
        );
        const ipB = visitorFromRequest(
          new Request('http://site.test/gb', { headers: { 'cf-ipcountry': b } }),
          region,
        );
        const sameKey = keyOf('/gb', { 'cf-ipcountry': a }) === keyOf('/gb', { 'cf-ipcountry': b });
        expect(sameKey, `${a} vs ${b}`).toBe(ipA.ipCountry === ipB.ipCountry);
      }
    }
    expect(keyOf('/gb', { 'cf-ipcountry': 'gb' })).toBe(keyOf('/gb'));
  });

  it('separates customer states exactly where the site state differs', () => {
    const cookies = [
      '',
      'dp_logged_in=1',
      'dp_signed_up=1',
      'dp_paid_customer=0',
      'dp_paid_customer=1',
      'dp_logged_in=1; dp_paid_customer=yes',
      'sl_consent=abc; _ga=GA1.1',
    ];
    const status = (cookie: string) =>
      visitorFromRequest(new Request('http://site.test/', { headers: { cookie } }), 'us')
        .personalisationStatus;
    for (const a of cookies) {
      for (const b of cookies) {
        const sameKey = keyOf('/', { cookie: a }) === keyOf('/', { cookie: b });
        expect(sameKey, `${a} vs ${b}`).toBe(status(a) === status(b));
      }
    }
  });

  it('gives crawlers, browsers and Global Privacy Control the same key (none changes the bytes)', () => {
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
    expect(keyOf('/', { 'user-agent': bot })).toBe(keyOf('/', { 'user-agent': browser }));
    expect(keyOf('/', { 'sec-gpc': '1' })).toBe(keyOf('/'));
  });

  it('shares a prospect’s page with any cache, and keeps a customer’s page out of shared caches', () => {
    expect(decide('/', {})).toMatchObject({ cacheable: true, shared: true });
    expect(decide('/', { cookie: 'sl_consent=1' })).toMatchObject({ cacheable: true, shared: true });
    for (const cookie of ['dp_logged_in=1', 'dp_signed_up=1', 'dp_paid_customer=1']) {
      expect(decide('/', { cookie }), cookie).toMatchObject({ cacheable: true, shared: false });
    }
  });

  it('bypasses, as personal, a request with a cookie it does not know or an Authorization header', () => {
    expect(decide('/', { cookie: 'session=abc' })).toMatchObject({ cacheable: false, personal: true });
    expect(decide('/', { cookie: 'sl_consent=1; session=abc' })).toMatchObject({
      cacheable: false,
      personal: true,
    });
    expect(decide('/', { authorization: 'Bearer x' })).toMatchObject({ cacheable: false, personal: true });
    expect(decide('/', { cookie: 'sl_consent=1; sl_aid=2; _ga=3; _gcl_au=4' })).toMatchObject({
      cacheable: true,
    });
  });

  it('never caches posts, the API or admin paths', () => {
    expect(decide('/', {}, 'POST')).toMatchObject({ cacheable: false, personal: false });
    expect(decide('/api/content-published')).toMatchObject({ cacheable: false });
    expect(decide('/admin/leads')).toMatchObject({ cacheable: false });
    expect(decide('/', {}, 'HEAD')).toMatchObject({ cacheable: true });
  });
});
