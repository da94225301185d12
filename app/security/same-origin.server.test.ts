import { describe, expect, it } from 'vitest';
import { checkSameOrigin, crossSiteRefused } from './same-origin.server';

const post = (headers: Record<string, string>) =>
  new Request('http://site.test/us/pricing', { method: 'POST', headers });

describe('checkSameOrigin', () => {
  it('lets reads through whatever their origin', () => {
    const request = new Request('http://site.test/', { headers: { origin: 'https://evil.test' } });
    expect(checkSameOrigin(request).ok).toBe(true);
  });

  it.each([
    [{ origin: 'http://site.test' }, true],
    [{ origin: 'https://www.shiftlane.example' }, true],
    [{ origin: 'https://evil.test' }, false],
    [{ origin: 'null' }, false],
    [{ referer: 'http://site.test/us/' }, true],
    [{ referer: 'https://evil.test/page' }, false],
    [{ referer: 'not a url' }, false],
    [{}, true],
  ] as const)('a post with %o passes: %s', (headers, expected) => {
    expect(checkSameOrigin(post(headers), ['https://www.shiftlane.example']).ok).toBe(expected);
  });

  it('checks Origin before Referer', () => {
    expect(checkSameOrigin(post({ origin: 'https://evil.test', referer: 'http://site.test/' })).ok).toBe(
      false,
    );
  });

  it('refuses with a 403 and a plain explanation', async () => {
    const response = crossSiteRefused();
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/another site/);
  });
});
