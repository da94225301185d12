import { data, redirect } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { logger } from '../logging/logger.server';
import { guarded, isIntended } from './unhandled.server';

// No content service in unit tests: the error page's content fails fast on a closed port.
overrideConfig({ CONTENT_API_URL: 'http://127.0.0.1:9/v2' });

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const failing = guarded(async (_args: { request: Request }) => {
  throw new Error('database on fire at /srv/app/secret.ts:12');
});

describe('the unhandled error handler', () => {
  it('lets intended responses through untouched', async () => {
    expect(isIntended(redirect('/x'))).toBe(true);
    expect(isIntended(data({}, { status: 404 }))).toBe(true);
    expect(isIntended(new Error('boom'))).toBe(false);
    const notFound = data({ message: 'gone' }, { status: 404 });
    await expect(
      guarded(async () => Promise.reject(notFound))({ request: new Request('http://localhost/') }),
    ).rejects.toBe(notFound);
  });

  it('logs an unhandled error and shows the error page without internals', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const request = new Request('http://localhost/gb/pricing', { headers: { 'user-agent': BROWSER } });
    const thrown = await failing({ request }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 500 }, data: { status: 500, region: 'gb' } });
    // The page wears the region's chrome: here the built-in one, as the content service is down.
    const { chrome } = (thrown as { data: { chrome: { header: { main: { link: string }[] } } } }).data;
    expect(chrome.header.main.map((item) => item.link)).toContain('/gb/pricing');
    expect(JSON.stringify(thrown)).not.toContain('secret.ts');
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Unhandled error on /gb/pricing:'),
      expect.any(Error),
    );
    log.mockRestore();
    warn.mockRestore();
  });

  it('only logs for bots: no error page', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const request = new Request('http://localhost/pricing', { headers: { 'user-agent': GOOGLEBOT } });
    const thrown = await failing({ request }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 500 }, data: { plain: true } });
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Unhandled error on /pricing:'),
      expect.any(Error),
    );
    log.mockRestore();
  });
});
