// A live-training registration through the site's one form action, against a real SQLite database:
// what the registrant gets back, the lead as stored, what the webhook receives from the outbox, and
// what the admin list and CSV export show.
import { randomUUID } from 'node:crypto';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { handleFormPost, type FormActionServices } from '../forms/form-action.server';
import type { FormResult } from '../forms/form-result';
import { issueTalon, MIN_FILL_MS } from '../forms/talon.server';
import { leadsCsv, leadsJson, type AdminServices } from '../leads/admin.server';
import { storeLeadIn } from '../leads/leads.server';
import { deliverDue } from '../leads/outbox.server';
import { startReceiver, testDatabases, type Receiver, type TestDatabase } from '../leads/test-support';
import { navigationContext, regionContext, visitorContext } from '../navigation/context';
import { matchSiteRoute } from '../navigation/route-table';
import { regionFromPath } from '../regions/region';
import { visitorFromRequest } from '../regions/visitor.server';
import { RateLimiter } from '../security/rate-limit.server';
import type { LiveSession } from './session';

const SECRET = 'registration-test-secret';
const ORIGIN = 'http://site.test';
const NOW = Date.UTC(2026, 10, 26, 9, 0, 0);
const PAGE = '/gb/training/live-training/shiftlane-essentials-for-new-admins';
const SESSION: LiveSession = {
  id: '8be45d83-b3d8-4468-adb0-4c93c14eb33c',
  title: 'Shiftlane essentials for new admins',
  startsAt: '2026-12-09T10:00:00.000Z',
  endsAt: '2026-12-09T11:00:00.000Z',
  timeZone: 'Europe/London',
};

let test: TestDatabase;
let receiver: Receiver;

overrideConfig({ LOG_LEVEL: 'silent' });
beforeAll(async () => {
  const [[, open] = []] = testDatabases();
  test = await open!();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await test.cleanup();
});

function services(): FormActionServices {
  return {
    limiter: new RateLimiter({ limit: 1_000, windowMs: 60_000 }),
    secret: () => SECRET,
    now: () => NOW,
    storeLead: (lead) => storeLeadIn(test.db, lead, [receiver.url]),
    findLiveSession: (id) =>
      Promise.resolve(
        id === SESSION.id ? { ok: true, session: SESSION } : { ok: false, failure: 'not-found' },
      ),
  };
}

function registration(overrides: Record<string, string> = {}) {
  return {
    _form: '3001',
    _key: 'live-training-registration',
    _js: '1',
    submissionId: randomUUID(),
    talon: issueTalon({ formId: '3001', secret: SECRET, now: NOW - MIN_FILL_MS - 1_000 }),
    website: '',
    sessionId: SESSION.id,
    sessionStartsAt: SESSION.startsAt,
    firstName: 'Priya',
    lastName: 'Shah',
    email: `priya.${randomUUID()}@example.com`,
    company: 'Harbour Cafés',
    jobTitle: 'Operations manager',
    question: 'Can we cover two sites in one account?',
    ...overrides,
  };
}

async function post(fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}${PAGE}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    body: new URLSearchParams(fields).toString(),
  });
  const url = new URL(request.url);
  const context = new RouterContextProvider();
  const region = regionFromPath(url.pathname);
  context.set(navigationContext, { url, match: matchSiteRoute(url.pathname) });
  context.set(regionContext, region);
  context.set(visitorContext, visitorFromRequest(request, region));
  const answer = await handleFormPost({ request, context }, services());
  if (answer instanceof Response) throw new Error(`unexpected redirect to ${answer.headers.get('Location')}`);
  return { status: answer.init?.status ?? 200, result: answer.data as FormResult };
}

function admin(): AdminServices {
  return {
    token: 'admin-token',
    db: () => Promise.resolve(test.db),
    limiter: new RateLimiter({ limit: 100, windowMs: 60_000 }),
  };
}
const adminRequest = (path: string) =>
  new Request(`${ORIGIN}${path}`, { headers: { Authorization: 'Bearer admin-token' } });

describe('a live-training registration', () => {
  it('is stored as a lead of its own kind, with the session, and answers with the session', async () => {
    const fields = registration();
    const { status, result } = await post(fields);
    expect(status).toBe(200);
    expect(result).toEqual({
      formId: '3001',
      formKey: 'live-training-registration',
      submissionId: fields.submissionId,
      status: 'success',
      registration: { title: SESSION.title, startsAt: SESSION.startsAt, timeZone: 'Europe/London' },
    });
    const row = await test.db
      .selectFrom('leads')
      .select(['kind', 'form_id', 'field_values', 'page_url'])
      .where('submission_id', '=', fields.submissionId)
      .executeTakeFirst();
    expect(row).toMatchObject({ kind: 'live_training_registration', form_id: '3001', page_url: PAGE });
    expect(JSON.parse(row?.field_values ?? '{}')).toEqual({
      firstName: 'Priya',
      lastName: 'Shah',
      email: fields.email,
      company: 'Harbour Cafés',
      jobTitle: 'Operations manager',
      question: 'Can we cover two sites in one account?',
      sessionId: SESSION.id,
      sessionTitle: SESSION.title,
      sessionStartsAt: '2026-12-09T10:00:00.000Z',
      sessionTimeZone: 'Europe/London',
    });
  });

  it('goes through the outbox: the webhook payload names the kind and the session', async () => {
    const fields = registration();
    await post(fields);
    await deliverDue({ db: test.db, maxAttempts: 3, secret: undefined });
    const payloads = receiver.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(payloads.find((payload) => payload.submissionId === fields.submissionId)).toMatchObject({
      kind: 'live_training_registration',
      formId: '3001',
      region: 'gb',
      values: { sessionId: SESSION.id, sessionTitle: SESSION.title, sessionStartsAt: SESSION.startsAt },
    });
  });

  it('shows in the admin list, filtered by its kind, and in the CSV export with a column per session field', async () => {
    const fields = registration();
    await post(fields);
    const list = await leadsJson(adminRequest('/admin/leads?kind=live_training_registration'), admin());
    expect(list.status).toBe(200);
    const { leads } = (await list.json()) as { leads: { submissionId: string; kind: string }[] };
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.every((lead) => lead.kind === 'live_training_registration')).toBe(true);
    expect(leads.map((lead) => lead.submissionId)).toContain(fields.submissionId);

    const csv = await (await leadsCsv(adminRequest('/admin/leads.csv'), admin())).text();
    const [header = '', ...rows] = csv.split('\r\n');
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['kind', 'sessionId', 'sessionTitle', 'sessionStartsAt']),
    );
    const line = rows.find((row) => row.includes(fields.submissionId)) ?? '';
    expect(line).toContain(',live_training_registration,3001,gb,');
    expect(line).toContain(`${SESSION.id},${SESSION.title},2026-12-09T10:00:00.000Z,Europe/London`);
  });

  it.each([
    [{ sessionId: randomUUID() }, 404, 'unknown-session', /could not find this session/],
    [{ sessionId: '' }, 400, 'bad-request', /did not say which session/],
    [
      { sessionStartsAt: '2026-12-02T10:00:00.000Z' },
      409,
      'session-moved',
      /has moved to Wednesday, 9 December 2026/,
    ],
  ] as const)('refuses %j with %i and stores nothing', async (overrides, status, failure, message) => {
    const fields = registration(overrides);
    const answer = await post(fields);
    expect(answer.status).toBe(status);
    expect(answer.result).toMatchObject({
      status: 'error',
      failure,
      message: expect.stringMatching(message),
    });
    const stored = await test.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('submission_id', '=', fields.submissionId)
      .executeTakeFirst();
    expect(Number(stored?.n)).toBe(0);
  });

  it('checks its own fields first: a missing name or a question past 1,000 characters is a 400', async () => {
    const answer = await post(registration({ firstName: '', question: 'x'.repeat(1_001) }));
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      failure: 'validation',
      fieldErrors: {
        firstName: 'Please enter your first name',
        question: 'Please enter at most 1000 characters',
      },
    });
  });
});
