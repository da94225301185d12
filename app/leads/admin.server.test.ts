// The admin endpoints: hidden without a token, 401 without the right one, then the leads as JSON
// (newest first, limit and kind validated) and as a CSV file that is safe to open in a spreadsheet.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasAdminToken, secretsEqual } from '../security/admin-token.server';
import { RateLimiter } from '../security/rate-limit.server';
import { leadsCsv, leadsJson, type AdminServices } from './admin.server';

import { storeLeadIn } from './leads.server';
import { consultationLead, testDatabases, type TestDatabase } from './test-support';

const TOKEN = 'admin-token-for-tests';
const T0 = Date.parse('2026-03-02T10:00:00.000Z');

function get(path: string, token: string | null = TOKEN): Request {
  const headers: Record<string, string> = token === null ? {} : { Authorization: `Bearer ${token}` };
  return new Request(`http://127.0.0.1${path}`, { headers });
}

describe('the admin token check', () => {
  it('compares secrets of any length without throwing', () => {
    expect(secretsEqual(TOKEN, TOKEN)).toBe(true);
    expect(secretsEqual(TOKEN, `${TOKEN}x`)).toBe(false);
    expect(secretsEqual('', TOKEN)).toBe(false);
  });

  it('accepts only the configured bearer token, and nothing when none is configured', () => {
    expect(hasAdminToken(get('/admin/leads'), TOKEN)).toBe(true);
    expect(hasAdminToken(get('/admin/leads', 'wrong'), TOKEN)).toBe(false);
    expect(hasAdminToken(get('/admin/leads', null), TOKEN)).toBe(false);
    expect(hasAdminToken(get('/admin/leads'), undefined)).toBe(false);
  });
});

describe.each(testDatabases())('admin leads on %s', (_name, open) => {
  let test: TestDatabase;
  let services: AdminServices;
  beforeEach(async () => {
    test = await open();
    services = {
      token: TOKEN,
      db: () => Promise.resolve(test.db),
      limiter: new RateLimiter({ limit: 60, windowMs: 60_000 }),
    };
  });
  afterEach(async () => {
    await test.cleanup();
  });

  it('does not exist without a configured token', async () => {
    for (const answer of [
      await leadsJson(get('/admin/leads'), { ...services, token: undefined }),
      await leadsCsv(get('/admin/leads.csv'), { ...services, token: undefined }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'guess'],
  ])('answers 401 with a Bearer challenge for %s', async (_case, token) => {
    for (const answer of [
      await leadsJson(get('/admin/leads', token), services),
      await leadsCsv(get('/admin/leads.csv', token), services),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).not.toContain('submission');
    }
  });

  it('refuses a flood of requests from one address with 429', async () => {
    services.limiter = new RateLimiter({ limit: 3, windowMs: 60_000 });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await leadsJson(get('/admin/leads', 'x'), services)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('lists leads newest first with their deliveries, up to the limit, filtered by kind', async () => {
    const kinds = ['consultation', 'newsletter', 'consultation', 'download'] as const;
    const leads = kinds.map((kind) => consultationLead({ kind }));
    for (const [index, lead] of leads.entries()) {
      await storeLeadIn(test.db, lead, ['http://127.0.0.1:9/hook'], new Date(T0 + index * 1_000));
    }
    const all = await leadsJson(get('/admin/leads'), services);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toContain('application/json');
    expect(all.headers.get('cache-control')).toBe('no-store');
    const body = (await all.json()) as {
      count: number;
      leads: { submissionId: string; deliveries: unknown[] }[];
    };
    expect(body.count).toBe(4);
    expect(body.leads.map((lead) => lead.submissionId)).toEqual(
      leads.map((lead) => lead.submissionId).reverse(),
    );
    expect(body.leads[0]?.deliveries).toEqual([
      expect.objectContaining({ destination: 'http://127.0.0.1:9/hook', status: 'pending', attempts: 0 }),
    ]);

    const limited = (await (await leadsJson(get('/admin/leads?limit=2'), services)).json()) as typeof body;
    expect(limited.leads.map((lead) => lead.submissionId)).toEqual([
      leads[3]?.submissionId,
      leads[2]?.submissionId,
    ]);
    const consultations = (await (
      await leadsJson(get('/admin/leads?kind=consultation'), services)
    ).json()) as typeof body;
    expect(consultations.leads.map((lead) => lead.submissionId)).toEqual([
      leads[2]?.submissionId,
      leads[0]?.submissionId,
    ]);
  });

  it.each([
    ['limit=0', /limit must be a whole number from 1 to 500/],
    ['limit=501', /limit must be a whole number from 1 to 500/],
    ['limit=abc', /limit must be a whole number from 1 to 500/],
    ['limit=1.5', /limit must be a whole number from 1 to 500/],
    ['limit=', /limit must be a whole number from 1 to 500/],
    [
      'kind=spam',
      /kind must be one of signup, consultation, download, newsletter, live_training_registration/,
    ],
  ])('answers 400 with a message for ?%s', async (query, message) => {
    const answer = await leadsJson(get(`/admin/leads?${query}`), services);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toMatch(message);
  });

  it('exports every lead as an attached CSV file, quoted per RFC 4180 and safe against formulas', async () => {
    const hostile = consultationLead({
      values: {
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: 'O"Brien, Jr.',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        company: 'Line one\nline two',
        employees: '1 - 15',
        country: '@SUM(A1)',
      },
      meta: {},
    });
    await storeLeadIn(
      test.db,
      consultationLead({ kind: 'newsletter', values: { email: '-2+3@example.com' } }),
      [],
      new Date(T0),
    );
    await storeLeadIn(test.db, hostile, [], new Date(T0 + 1_000));
    const answer = await leadsCsv(get('/admin/leads.csv'), services);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'id,submission_id,created_at,kind,form_id,region,visitor_country,page_url,firstName,lastName,email,phone,company,employees,country,meta,delivery',
    );
    expect(text).toContain(
      `,"'=HYPERLINK(""http://evil.example"",""click"")","O""Brien, Jr.",ada@example.com,'+44 20 7946 0000,"Line one\nline two",1 - 15,'@SUM(A1),,`,
    );
    expect(text).toContain(`,,,'-2+3@example.com,,,,,`);
    expect(text.endsWith('\r\n')).toBe(true);
  });
});
