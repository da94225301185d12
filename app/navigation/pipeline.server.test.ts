import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { logger } from '../logging/logger.server';
import { localDataContext, navigationContext, regionContext, visitorContext } from './context';
import { navigationMiddleware, routeMiddleware } from './pipeline.server';

// No content service in unit tests: point the client at a closed port so content steps fail fast.
overrideConfig({ CONTENT_API_URL: 'http://127.0.0.1:9/v2', LOG_LEVEL: 'silent' });

async function run(path: string, headers: Record<string, string> = {}, pattern = '*') {
  const context = new RouterContextProvider();
  const next = vi.fn(async () => new Response('page'));
  const middleware = navigationMiddleware();
  const request = new Request(`http://localhost${path}`, { headers });
  const result = await middleware(
    { request, context, params: {}, pattern, unstable_pattern: pattern } as never,
    next,
  );
  return { context, next, result };
}

beforeAll(() => {
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});

describe('navigation pipeline', () => {
  it('sets the region, visitor and local data before the page loads', async () => {
    const { context, next } = await run('/gb/pricing', { 'cf-ipcountry': 'IE' });
    expect(next).toHaveBeenCalledOnce();
    expect(context.get(navigationContext).match.route.kind).toBe('content-page');
    expect(context.get(regionContext)).toBe('gb');
    expect(context.get(visitorContext).ipCountry).toBe('ie');
    expect(context.get(localDataContext).complianceStates.every((state) => state.region === 'gb')).toBe(true);
  });

  it('stops a route that fails validation with the fatal 404, before anything else runs', async () => {
    const failure = await run('/au/blog/page/abc').catch((error: unknown) => error);
    expect(failure).toMatchObject({
      type: 'DataWithResponseInit',
      init: { status: 404 },
      data: { message: 'Page Not Found: /au/blog/page/abc', fatal: true, region: 'au', block: null },
    });
  });

  it('leaves endpoints and files alone: they never wait on content for route rules', async () => {
    // The content client points at a closed port: a route-rules step would log and fail, not pass.
    for (const pattern of ['api/consent', 'api/forms/:formId', 'sitemap.xml', 'admin/leads']) {
      const { context, next, result } = await run(`/${pattern}`, {}, pattern);
      expect(next, pattern).toHaveBeenCalledOnce();
      expect(await (result as Response).text()).toBe('page');
      expect(() => context.get(regionContext), pattern).toThrow();
    }
  });

  it('answers an admin address that no admin route serves with 404, before any page work', async () => {
    const { next, result } = await run('/admin/unknown');
    expect(next).not.toHaveBeenCalled();
    expect((result as Response).status).toBe(404);
  });

  it("throws 'Unknown route middleware' for a name it does not know", () => {
    expect(() => routeMiddleware('auth')).toThrow('Unknown route middleware');
    expect(() => navigationMiddleware(['validate', 'toString'])).toThrow('Unknown route middleware');
  });
});
