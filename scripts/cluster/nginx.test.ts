import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NGINX_TEMPLATE,
  nginxBinary,
  nginxHeaderName,
  renderSiteConfig,
  testNginxConfig,
  writeNginxConfig,
} from './nginx';

const template = readFileSync(NGINX_TEMPLATE, 'utf8');
const values = {
  listen: '127.0.0.1:8080',
  serverName: '127.0.0.1',
  siteAddresses: ['127.0.0.1:3401', '127.0.0.1:3402', '127.0.0.1:3403'],
  cachePath: '/tmp/cache',
  countryHeader: 'CF-IPCountry',
  proxyToSite: '/srv/site/deploy/nginx/proxy-to-site.conf',
};
const rendered = renderSiteConfig(template, values);

/** The directives of the rendered file, comments and blank lines left out. */
const directives = rendered
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .filter(Boolean);

describe('the nginx template', () => {
  const scratch: string[] = [];
  afterAll(() => {
    for (const directory of scratch) rmSync(directory, { recursive: true, force: true });
  });

  it('puts every instance in the upstream, with passive health checks', () => {
    const servers = directives.filter((line) => line.startsWith('server 127.0.0.1:'));
    expect(servers).toEqual(
      values.siteAddresses.map((address) => `server ${address} max_fails=2 fail_timeout=10s;`),
    );
    expect(directives).toContain('keepalive 32;');
  });

  it('retries only what is safe to send twice', () => {
    expect(directives).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(rendered).not.toMatch(/^[^#]*non_idempotent/m);
  });

  it('keys the cache on the URL, the encoding class and the country, which is what the site is asked', () => {
    expect(directives).toContain(
      'proxy_cache_key "$scheme$host$request_uri|$shiftlane_encoding|$http_cf_ipcountry";',
    );
    expect(directives).toContain('proxy_set_header Accept-Encoding $shiftlane_encoding;');
    expect(directives).toContain('proxy_ignore_headers Vary;');
  });

  it('serves stale pages and leaves customers, previews and credentials out of the cache', () => {
    expect(directives).toContain(
      'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
    );
    expect(directives).toContain(
      'proxy_cache_bypass $shiftlane_customer $shiftlane_preview $shiftlane_authorized;',
    );
    expect(directives).toContain(
      'proxy_no_cache $shiftlane_customer $shiftlane_preview $shiftlane_authorized;',
    );
    expect(directives).toContain('add_header X-Cache-Status $upstream_cache_status always;');
    expect(directives).toContain(`include ${values.proxyToSite};`);
  });

  it('fills every placeholder, and refuses one it does not know', () => {
    expect(rendered).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(() => renderSiteConfig(`${template}\n# \${SOMETHING_NEW}`, values)).toThrow(/SOMETHING_NEW/);
    expect(() => renderSiteConfig(template, { ...values, siteAddresses: [] })).toThrow(/no site instance/);
  });

  it('names header variables as nginx does', () => {
    expect(nginxHeaderName('cf-ipcountry')).toBe('cf_ipcountry');
    expect(nginxHeaderName('X-Country-Code')).toBe('x_country_code');
    expect(() => nginxHeaderName('bad header;')).toThrow();
  });

  const nginx = nginxBinary();
  it.skipIf(!nginx)('is a configuration nginx accepts, inside the cluster’s main file', () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'shiftlane-nginx-test-'));
    scratch.push(directory);
    const files = writeNginxConfig({
      directory,
      repoRoot: process.cwd(),
      listen: '127.0.0.1:8080',
      siteAddresses: values.siteAddresses,
      countryHeader: 'cf-ipcountry',
      proxyAddress: '127.0.0.2',
      accessLog: true,
      workers: 1,
    });
    expect(() => testNginxConfig(nginx ?? '', files)).not.toThrow();
  });
});
