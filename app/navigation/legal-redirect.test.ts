import { describe, expect, it } from 'vitest';
import { legalRedirect } from './legal-redirect';

describe('legal pages of a visitor country', () => {
  it.each([
    ['/de/privacy', '/gb/privacy'],
    ['/de/terms', '/gb/terms'],
    ['/ZA/terms/', '/gb/terms'],
    ['/nz/privacy', '/au/privacy'],
    ['/jp/terms', '/au/terms'],
    ['/ca/privacy', '/privacy'],
    ['/br/terms', '/terms'],
    ['/aq/terms', '/terms'],
  ])('%s redirects to %s (the sales region of the country)', (path, target) => {
    expect(legalRedirect(path)).toBe(target);
  });

  it.each([
    '/gb/terms',
    '/au/privacy',
    '/us/terms',
    '/xx/terms',
    '/zz/privacy',
    '/de/pricing',
    '/de',
    '/deu/terms',
    '/de/terms/more',
  ])('leaves %s alone', (path) => {
    expect(legalRedirect(path)).toBeUndefined();
  });
});
