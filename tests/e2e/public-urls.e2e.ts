// The URLs the site writes come from SITE_URL alone. A client (or a proxy the site trusts) that
// sends a foreign Host or X-Forwarded-Host must not see that host in a canonical link, an Open
// Graph tag, hreflang, JSON-LD, a sitemap or a redirect: these answers are shared by caches.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300);
const FOREIGN = 'evil.example';

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/** A GET with exactly these headers (fetch would not let the test choose Host). */
function get(path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: SITE_PORT, path, method: 'GET', headers, setHost: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const FORGERIES: Record<string, Record<string, string>> = {
  'a foreign Host': { Host: `${FOREIGN}:${SITE_PORT}` },
  'a foreign X-Forwarded-Host from the trusted proxy': {
    Host: `127.0.0.1:${SITE_PORT}`,
    'X-Forwarded-Host': FOREIGN,
    'X-Forwarded-Proto': 'https',
  },
};

for (const [forgery, headers] of Object.entries(FORGERIES)) {
  test(`${forgery} changes no URL the site writes`, async () => {
    const home = await get('/gb', headers);
    expect(home.status).toBe(200);
    expect(home.body).toContain(`<link rel="canonical" href="http://127.0.0.1:${SITE_PORT}/gb"`);
    for (const path of ['/gb', '/us/pricing', '/sitemap.xml', '/sitemap-gb.xml', '/robots.txt']) {
      const answer = await get(path, headers);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain(FOREIGN);
    }
    // Redirects carry paths, or SITE_URL's origin.
    for (const path of ['/old-pricing', '/gb/old-pricing', '/gb/sitemap.xml']) {
      const answer = await get(path, headers);
      expect(answer.status, path).toBeGreaterThanOrEqual(300);
      expect(answer.status, path).toBeLessThan(400);
      expect(answer.location ?? '', path).not.toContain(FOREIGN);
    }
  });
}
