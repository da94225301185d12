import { describe, expect, it } from 'vitest';
import { findRedirect, parseRouteRules } from './route-rules';

const { rules, problems } = parseRouteRules([
  { from: '/old-pricing', to: '/pricing', status: '301' },
  { from: '/status', to: 'https://status.example.com', status: '302' },
  { from: '/legacy/*', to: '/blog/*', status: 302 },
  { from: '/loop', to: '/loop/', status: 301 },
  { from: '/evil', to: '//evil.example.com', status: 301 },
  { from: '/js', to: 'javascript:alert(1)', status: 301 },
  { from: '/bad-status', to: '/x', status: 200 },
  'not a rule',
]);

const at = (path: string) => findRedirect(rules, new URL(path, 'http://localhost'));

describe('route rules', () => {
  it('keeps valid rules and reports the others', () => {
    expect(rules).toHaveLength(3);
    expect(problems.map((problem) => problem.index)).toEqual([3, 4, 5, 6, 7]);
  });

  it('redirects internal paths with their status, keeping the query', () => {
    expect(at('/old-pricing?utm=1')).toEqual({ location: '/pricing?utm=1', status: 301, external: false });
    expect(at('/OLD-PRICING/')).toMatchObject({ location: '/pricing', status: 301 });
  });

  it('lets only content-defined external targets leave the site', () => {
    expect(at('/status')).toEqual({ location: 'https://status.example.com', status: 302, external: true });
  });

  it('carries the rest of a folder match', () => {
    expect(at('/legacy/rota-tips')).toMatchObject({ location: '/blog/rota-tips', status: 302 });
    expect(at('/legacyx')).toBeNull();
  });

  it('leaves unmatched paths alone', () => {
    expect(at('/pricing')).toBeNull();
  });

  it('never turns what a visitor types into another site, even through a folder rule to the root', () => {
    const { rules: toRoot } = parseRouteRules([
      { from: '/old/*', to: '/*', status: 301 },
      { from: '/go/*', to: 'https://partner.example/*', status: 302 },
    ]);
    const hostile = [
      '/old//evil.example',
      '/old///evil.example/x',
      '/old/\\evil.example',
      '/old/%2F%2Fevil.example',
      '/old/%5C%5Cevil.example',
      '/old//evil.example?next=//evil.example',
    ];
    for (const path of hostile) {
      const target = findRedirect(toRoot, new URL(path, 'http://localhost'));
      expect(target?.external, path).toBe(false);
      const location = target?.location ?? '';
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://localhost').origin, path).toBe('http://localhost');
    }
    expect(findRedirect(toRoot, new URL('/old', 'http://localhost'))?.location).toBe('/');
    // A content-defined external rule keeps its host whatever the rest of the path is.
    for (const rest of ['//evil.example', '/@evil.example', '/..%2F..%2Fevil']) {
      const target = findRedirect(toRoot, new URL(`/go${rest}`, 'http://localhost'));
      expect(new URL(target?.location ?? '').host, rest).toBe('partner.example');
    }
  });
});
