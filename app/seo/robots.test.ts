import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robots.txt', () => {
  it('allows everything but the API and names the sitemap index', () => {
    expect(robotsTxt('https://www.example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://www.example.com/sitemap.xml\n',
    );
  });
});
