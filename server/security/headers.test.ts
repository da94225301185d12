// The security headers middleware: every response, a fresh nonce that the CSP names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, NONCE_PATTERN } from './csp';
import { HSTS_MAX_AGE_S, scriptSourcesOf, securityHeaders } from './headers';
import { serveWith, type TestServer } from './test-server';

const OPTIONS = {
  thirdPartyOrigins: [],
  beaconOrigins: [],
  imageOrigins: [],
  formActionOrigins: [],
  frameOrigins: [],
};

let plain: TestServer;

beforeAll(async () => {
  plain = await serveWith([securityHeaders(OPTIONS)]);
});

afterAll(async () => {
  await plain.close();
});

describe('securityHeaders', () => {
  it('sets the fixed headers on every response', async () => {
    const response = await fetch(`${plain.origin}/anything`, { method: 'POST' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('makes a nonce per response, hands it on in response.locals and names it in the CSP', async () => {
    const nonces = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await fetch(plain.origin);
      const { nonce } = (await response.json()) as { nonce: string };
      expect(nonce).toMatch(NONCE_PATTERN);
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}' `);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('sends HSTS and upgrade-insecure-requests only when served over TLS', async () => {
    const overHttp = await fetch(plain.origin);
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    expect(overHttp.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    // The test client is a trusted proxy on loopback; it says the visitor came over https.
    const overTls = await fetch(plain.origin, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toBe(
      `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`,
    );
    expect(overTls.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe('the policy of each response', () => {
  it('is exactly contentSecurityPolicy(nonce) for that response’s nonce', async () => {
    const response = await fetch(plain.origin);
    const { nonce } = (await response.json()) as { nonce: string };
    expect(response.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy({ nonce }, { ...OPTIONS, upgradeInsecureRequests: false }),
    );
  });
});

describe('the policy of a shared page', () => {
  it('is contentSecurityPolicy with the page’s script hashes in place of the nonce', () => {
    const hashes = [
      '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      'LCa0a2j/xo/5m0U8HTBBNBNCLXBkg7+g+YpeiGJm564=',
    ];
    const response = {
      locals: {} as { sharedPagePolicy?: (sources: string) => string },
      setHeader: () => undefined,
    };
    securityHeaders(OPTIONS)({ secure: false } as never, response as never, () => undefined);
    const policy = response.locals.sharedPagePolicy?.(scriptSourcesOf(hashes)) ?? '';
    expect(policy).toBe(
      contentSecurityPolicy({ sha256: hashes }, { ...OPTIONS, upgradeInsecureRequests: false }),
    );
    expect(policy).toContain(
      `script-src 'sha256-${hashes[0]}' 'sha256-${hashes[1]}' 'strict-dynamic' 'self';`,
    );
    expect(policy).not.toContain('nonce');
    expect(response.locals.sharedPagePolicy?.('')).toContain("script-src 'strict-dynamic' 'self';");
  });
});
