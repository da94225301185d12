import { matchPath, RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { regionContext } from '../navigation/context';
import { navigationMiddleware } from '../navigation/pipeline.server';
import { BUILD_RESOURCE_ROUTES, buildIdOfMetaFile, buildMetaPath, LATEST_BUILD_PATH } from './build-routes';

// No content service in unit tests: a closed port makes any content step fail fast.
overrideConfig({ CONTENT_API_URL: 'http://127.0.0.1:9/v2', LOG_LEVEL: 'silent' });

describe('the build check files (requirements §7)', () => {
  it('are /builds/latest.json and /builds/meta/{buildId}.json', () => {
    expect(LATEST_BUILD_PATH).toBe('/builds/latest.json');
    expect(buildMetaPath('f3781c65')).toBe('/builds/meta/f3781c65.json');
    const meta = BUILD_RESOURCE_ROUTES.find((route) => route.id === 'builds.meta');
    const match = matchPath(`/${meta?.path ?? ''}`, buildMetaPath('f3781c65'));
    expect(buildIdOfMetaFile(match?.params.file)).toBe('f3781c65');
  });

  it('read a build id only from a .json file name', () => {
    expect(buildIdOfMetaFile('abc.json')).toBe('abc');
    expect(buildIdOfMetaFile('abc')).toBeNull();
    expect(buildIdOfMetaFile('.json')).toBeNull();
    expect(buildIdOfMetaFile(undefined)).toBeNull();
  });

  it('pass the navigation middleware untouched: no validation, region or route rules', async () => {
    for (const path of [LATEST_BUILD_PATH, buildMetaPath('abc')]) {
      const context = new RouterContextProvider();
      const next = vi.fn(async () => new Response('file'));
      const request = new Request(`http://localhost${path}`);
      const result = await navigationMiddleware()(
        { request, context, params: {}, pattern: '', unstable_pattern: '' } as never,
        next,
      );
      expect(next).toHaveBeenCalledOnce();
      expect(await (result as Response).text()).toBe('file');
      expect(() => context.get(regionContext)).toThrow();
    }
  });
});
