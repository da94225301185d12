import { describe, expect, it, vi } from 'vitest';
import { parseRouteRules } from '../navigation/route-rules';
import { buildMetaResponse, latestBuildResponse } from './build-responses';

const { rules } = parseRouteRules([
  { from: '/old-pricing', to: '/pricing', status: 301 },
  { from: '/status', to: 'https://status.example.com/', status: 302 },
]);

describe('the build check answers (requirements §7)', () => {
  it('latest.json names the running build and is never cached', async () => {
    const response = latestBuildResponse('f3781c65');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ buildId: 'f3781c65' });
  });

  it("the running build's meta carries the route rules in their content shape, cached briefly", async () => {
    const response = await buildMetaResponse('f3781c65.json', 'f3781c65', async () => rules);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    const body = (await response.json()) as { buildId: string; routeRules: unknown };
    expect(body).toEqual({
      buildId: 'f3781c65',
      routeRules: [
        { from: '/old-pricing', to: '/pricing', status: 301 },
        { from: '/status', to: 'https://status.example.com/', status: 302 },
      ],
    });
    // The browser reads them back with the same schema.
    expect(parseRouteRules(body.routeRules).rules).toEqual(rules);
  });

  it('any other build is a 404 in JSON, and the rules are not even loaded', async () => {
    const loadRules = vi.fn(async () => rules);
    for (const file of ['00000000.json', 'f3781c65', 'f3781c65.txt']) {
      const response = await buildMetaResponse(file, 'f3781c65', loadRules);
      expect(response.status, file).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: expect.stringContaining('Unknown build') });
    }
    expect(loadRules).not.toHaveBeenCalled();
  });
});
