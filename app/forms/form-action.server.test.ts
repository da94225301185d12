// The form action against a real SQLite database in a temporary folder: what a visitor posts, what
// comes back (status, message, the form it answers) and what is stored, for every kind of bad input.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouterContextProvider } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { overrideConfig } from '../../config/test-config';
import { navigationContext, regionContext, visitorContext } from '../navigation/context';
import { matchSiteRoute } from '../navigation/route-table';
import { regionFromPath } from '../regions/region';
import { visitorFromRequest } from '../regions/visitor.server';
import { RateLimiter } from '../security/rate-limit.server';
import { closeDatabase, database } from '../database.server';
import { FORM_REFUSALS, handleFormPost, type FormActionServices } from './form-action.server';
import type { FormResult } from './form-result';
import { API_SIGNUP_ERROR, BOT_CHECK_SIGNUP_ERROR, GENERIC_SIGNUP_ERROR } from './signup/errors';
import { EMAIL_INVALID_MESSAGE, NAME_REQUIRED_MESSAGE, TERMS_REQUIRED_MESSAGE } from './signup/validation';
import { issueTalon, MIN_FILL_MS } from './talon.server';

const SECRET = 'form-action-test-secret';
const ORIGIN = 'http://site.test';
const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const dir = mkdtempSync(join(tmpdir(), 'form-action-'));

overrideConfig({ SQLITE_PATH: join(dir, 'site.sqlite'), SIGNUP_API_URL: undefined, LOG_LEVEL: 'silent' });
afterAll(async () => {
  await closeDatabase();
  rmSync(dir, { recursive: true, force: true });
});

function services(overrides: Partial<FormActionServices> = {}): FormActionServices {
  return {
    limiter: new RateLimiter({ limit: 1_000, windowMs: 60_000 }),
    secret: () => SECRET,
    now: () => NOW,
    ...overrides,
  };
}

const talonFor = (formId: string, age = MIN_FILL_MS + 1_000) =>
  issueTalon({ formId, secret: SECRET, now: NOW - age });

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return withContext(request);
}

function withContext(request: Request) {
  const url = new URL(request.url);
  const context = new RouterContextProvider();
  const region = regionFromPath(url.pathname);
  context.set(navigationContext, { url, match: matchSiteRoute(url.pathname) });
  context.set(regionContext, region);
  context.set(visitorContext, visitorFromRequest(request, region));
  return { request, context };
}

type Answer = FormResult & { message?: string; fieldErrors?: Readonly<Record<string, string>> };

function isData(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && 'data' in value && 'init' in value;
}

/** The action's answer as the browser sees it: status and the form's result, or the error page's. */
async function send(args: ReturnType<typeof post>, overrides: Partial<FormActionServices> = {}) {
  let answer: Awaited<ReturnType<typeof handleFormPost>>;
  try {
    answer = await handleFormPost(args, services(overrides));
  } catch (thrown) {
    if (!isData(thrown)) throw thrown;
    // A refusal that belongs to no form: the error page with its status and message.
    return { status: thrown.init?.status ?? 500, page: thrown.data as { message: string } };
  }
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('Location') };
  return {
    status: answer.init?.status ?? 200,
    headers: new Headers(answer.init?.headers),
    result: answer.data as Answer,
  };
}

async function storedLeads(submissionId: string): Promise<number> {
  const row = await (
    await database()
  )
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const uniqueId = () => randomUUID();

function signup(overrides: Record<string, string> = {}) {
  const submissionId = uniqueId();
  return {
    submissionId,
    fields: {
      _form: '1540',
      _key: 'hero-1',
      submissionId,
      talon: talonFor('1540'),
      website: '',
      name: 'Dana  Q  Rivera',
      email: `dana.${submissionId}@example.com`,
      terms: 'on',
      spz_experiment1: 'variant-b',
      ...overrides,
    },
  };
}

function consultation(overrides: Record<string, string> = {}) {
  const submissionId = uniqueId();
  return {
    submissionId,
    fields: {
      _form: '1181',
      _key: 'consultation-1',
      submissionId,
      talon: talonFor('1181'),
      website: '',
      firstName: 'Sam',
      lastName: 'Okafor',
      email: `sam.${submissionId}@example.com`,
      phone: '+1 555 010 0199',
      company: 'Harborline Coffee',
      employees: '250 - 999',
      country: 'United States',
      ...overrides,
    },
  };
}

describe('signup posts', () => {
  it('store the lead, create the account and answer the form that sent it', async () => {
    const { submissionId, fields } = signup();
    const answer = await send(post('/start-free', fields));
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      formId: '1540',
      formKey: 'hero-1',
      submissionId,
      status: 'success',
      outcome: 'created',
    });
    expect(await storedLeads(submissionId)).toBe(1);
    const row = await (
      await database()
    )
      .selectFrom('leads')
      .select(['field_values', 'meta', 'country'])
      .where('submission_id', '=', submissionId)
      .executeTakeFirst();
    expect(JSON.parse(row?.field_values ?? '{}')).toMatchObject({ firstName: 'Dana', lastName: 'Rivera' });
    expect(JSON.parse(row?.meta ?? '{}')).toEqual({
      spz_experiment1: 'variant-b',
      marketoSignupFormId: '1540',
    });
    expect(row?.country).toBe('US');
  });

  it('say the account exists for a known email, and store a resubmission once', async () => {
    const first = signup();
    await send(post('/start-free', first.fields));
    const again = signup({ email: first.fields.email });
    expect((await send(post('/start-free', again.fields))).result).toMatchObject({ outcome: 'existing' });
    const repeat = await send(post('/start-free', first.fields));
    expect(repeat.result).toMatchObject({ status: 'success', outcome: 'created' });
    expect(await storedLeads(first.submissionId)).toBe(1);
  });

  it('report every field error at once and store nothing', async () => {
    const { submissionId, fields } = signup({ name: '  ', email: 'not-an-email', terms: '' });
    const answer = await send(post('/start-free', fields));
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      status: 'error',
      failure: 'validation',
      fieldErrors: {
        name: NAME_REQUIRED_MESSAGE,
        email: EMAIL_INVALID_MESSAGE,
        terms: TERMS_REQUIRED_MESSAGE,
      },
    });
    expect(await storedLeads(submissionId)).toBe(0);
  });

  it('fail the bot check as [DP002] for a form sent too fast, a filled honeypot or a forged token', async () => {
    const cases: Record<string, string>[] = [
      { talon: talonFor('1540', 500) },
      { website: 'http://spam.example' },
      { talon: issueTalon({ formId: '1540', secret: 'another-secret', now: NOW - 10_000 }) },
      { talon: talonFor('1181') },
    ];
    for (const overrides of cases) {
      const { submissionId, fields } = signup(overrides);
      const answer = await send(post('/start-free', fields));
      expect(answer.status).toBe(400);
      expect(answer.result).toMatchObject({ failure: 'bot-check', message: BOT_CHECK_SIGNUP_ERROR });
      expect(await storedLeads(submissionId)).toBe(0);
    }
  });

  it('answer [DP003] when the signup API fails and [DP001] when the database does', async () => {
    const failing = signup();
    const api = await send(post('/start-free', failing.fields), { requestAccount: async () => 'failed' });
    expect(api.status).toBe(502);
    expect(api.result).toMatchObject({ failure: 'api', message: API_SIGNUP_ERROR });
    const broken = signup();
    const db = await send(post('/start-free', broken.fields), {
      storeLead: async () => {
        throw new Error('disk full');
      },
      requestAccount: async () => {
        throw new Error('must not be asked before the lead is stored');
      },
    });
    expect(db.status).toBe(500);
    expect(db.result).toMatchObject({ failure: 'generic', message: GENERIC_SIGNUP_ERROR });
  });
});

describe('idempotency of posts without JavaScript', () => {
  it('joins the answers to an id that came with the page, so a cached page never merges two visitors', async () => {
    const pageId = `${randomUUID()}.hero-1`;
    const count = async () =>
      Number(
        (
          await (
            await database()
          )
            .selectFrom('leads')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('submission_id', 'like', `${pageId}~%`)
            .executeTakeFirst()
        )?.n,
      );
    const first = signup({ submissionId: pageId, email: `first.${randomUUID()}@example.com` });
    const second = signup({ submissionId: pageId, email: `second.${randomUUID()}@example.com` });
    expect((await send(post('/start-free', first.fields))).result).toMatchObject({ submissionId: pageId });
    await send(post('/start-free', second.fields));
    // The same visitor sending the same page again (back button, resubmit) is still one lead.
    await send(post('/start-free', { ...first.fields, talon: talonFor('1540', 5_000) }));
    expect(await count()).toBe(2);
  });
});

describe('marketing form posts', () => {
  it('store a consultation and answer without a redirect for a large team', async () => {
    const { submissionId, fields } = consultation();
    const answer = await send(post('/book-a-consultation', fields));
    expect(answer.result).toEqual({
      formId: '1181',
      formKey: 'consultation-1',
      submissionId,
      status: 'success',
    });
    expect(await storedLeads(submissionId)).toBe(1);
  });

  it('follow the §9 rule: a redirect at once without JavaScript, the target and delay with it', async () => {
    const plain = consultation({ employees: '1 - 15', country: 'Germany' });
    expect(await send(post('/gb/book-a-consultation', plain.fields))).toEqual({
      status: 303,
      location: '/gb/in-action',
    });
    expect(await storedLeads(plain.submissionId)).toBe(1);
    const scripted = consultation({ employees: '16 - 49', country: 'Japan', _js: '1' });
    expect((await send(post('/au/book-a-consultation', scripted.fields))).result).toMatchObject({
      status: 'success',
      redirect: { target: '/au/in-action', delayMs: 250 },
    });
  });

  it('check downloads and the newsletter against their own definitions', async () => {
    const download = consultation({ _form: '2215', talon: talonFor('2215'), phone: '' });
    const answer = await send(post('/book-a-consultation', download.fields));
    expect(answer.result).toMatchObject({ status: 'success' });
    expect(answer.result).not.toHaveProperty('redirect');
    const newsletterId = uniqueId();
    const newsletter = {
      _form: '1261',
      _key: 'newsletter-modal',
      submissionId: newsletterId,
      talon: talonFor('1261'),
      email: 'reader@example.com',
    };
    expect((await send(post('/blog', newsletter))).status).toBe(200);
    expect(await storedLeads(newsletterId)).toBe(1);
  });

  it('refuse fields the form does not have and a wrong phone, storing nothing', async () => {
    const extra = consultation({ favouriteColour: 'teal' });
    expect((await send(post('/book-a-consultation', extra.fields))).status).toBe(400);
    const phone = consultation({ phone: 'call me maybe' });
    const answer = await send(post('/book-a-consultation', phone.fields));
    expect(answer.result).toMatchObject({
      failure: 'validation',
      fieldErrors: { phone: expect.any(String) },
    });
    expect(await storedLeads(extra.submissionId)).toBe(0);
    expect(await storedLeads(phone.submissionId)).toBe(0);
  });
});

describe('bad input', () => {
  it('answers 413 to a body over 32 KB', async () => {
    const { submissionId, fields } = consultation({ company: 'x'.repeat(40_000) });
    const answer = await send(post('/book-a-consultation', fields));
    expect(answer.status).toBe(413);
    expect(answer.page?.message).toBe(FORM_REFUSALS['too-large']);
    expect(await storedLeads(submissionId)).toBe(0);
  });

  it('answers 400 to an oversized field inside the limit', async () => {
    const { fields } = signup({ name: 'n'.repeat(5_000) });
    expect((await send(post('/start-free', fields))).status).toBe(400);
  });

  it('answers 403 to a post from another site', async () => {
    const { submissionId, fields } = signup();
    const answer = await send(post('/start-free', fields, { Origin: 'https://evil.example' }));
    expect(answer.status).toBe(403);
    expect(answer.page?.message).toBe(FORM_REFUSALS['cross-site']);
    expect(await storedLeads(submissionId)).toBe(0);
  });

  it("answers 400 'Unknown form' to a form id the site does not have", async () => {
    const { fields } = signup({ _form: '9999' });
    const answer = await send(post('/start-free', fields));
    expect(answer.status).toBe(400);
    expect(answer.page?.message).toBe('Unknown form');
  });

  it('answers 400 to a missing submission id, a field sent twice, and a file for a text field', async () => {
    const { fields } = signup({ submissionId: '' });
    expect((await send(post('/start-free', fields))).status).toBe(400);
    const twice = signup();
    const body = `${new URLSearchParams(twice.fields).toString()}&email=other%40example.com`;
    const request = new Request(`${ORIGIN}/start-free`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body,
    });
    expect((await send(withContext(request))).status).toBe(400);
    const withFile = signup();
    const form = new FormData();
    for (const [name, value] of Object.entries(withFile.fields)) if (name !== 'email') form.set(name, value);
    form.set('email', new Blob(['a@b.example']), 'email.txt');
    const multipart = new Request(`${ORIGIN}/start-free`, {
      method: 'POST',
      headers: { Origin: ORIGIN },
      body: form,
    });
    const answer = await send(withContext(multipart));
    expect(answer.status).toBe(400);
    expect(answer.result?.fieldErrors).toMatchObject({ email: EMAIL_INVALID_MESSAGE });
    expect(await storedLeads(withFile.submissionId)).toBe(0);
  });

  it('answers 429 with Retry-After to a flood from one address, and other addresses still pass', async () => {
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 });
    const from = (address: string) => post('/start-free', signup().fields, { 'X-Forwarded-For': address });
    for (let i = 0; i < 3; i += 1) expect((await send(from('203.0.113.7'), { limiter })).status).toBe(200);
    const flooded = await send(from('203.0.113.7'), { limiter });
    expect(flooded.status).toBe(429);
    expect(flooded.headers?.get('Retry-After')).toBe('60');
    expect(flooded.result?.message).toBe(FORM_REFUSALS['rate-limited']);
    expect((await send(from('198.51.100.2'), { limiter })).status).toBe(200);
  });

  it('answers 415 to a body that is not a form', async () => {
    const request = new Request(`${ORIGIN}/start-free`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ _form: '1540' }),
    });
    expect((await send(withContext(request))).status).toBe(415);
  });
});
