import { describe, expect, it } from 'vitest';
import { hasAdminToken, secretsEqual } from './admin-token.server';

const withAuth = (value?: string) =>
  new Request('http://site.test/admin/leads', value ? { headers: { authorization: value } } : {});

describe('secretsEqual', () => {
  it('compares secrets of any length', () => {
    expect(secretsEqual('s3cret', 's3cret')).toBe(true);
    expect(secretsEqual('s3cret', 's3cret-longer')).toBe(false);
    expect(secretsEqual('', 's3cret')).toBe(false);
  });
});

describe('hasAdminToken', () => {
  it('accepts only the configured bearer token', () => {
    expect(hasAdminToken(withAuth('Bearer token-1'), 'token-1')).toBe(true);
    expect(hasAdminToken(withAuth('Bearer token-2'), 'token-1')).toBe(false);
    expect(hasAdminToken(withAuth('Basic token-1'), 'token-1')).toBe(false);
    expect(hasAdminToken(withAuth(), 'token-1')).toBe(false);
  });

  it('matches nothing while no token is configured', () => {
    expect(hasAdminToken(withAuth('Bearer '), undefined)).toBe(false);
    expect(hasAdminToken(withAuth('Bearer anything'), undefined)).toBe(false);
  });
});
