import { describe, expect, it, vi } from 'vitest';
import { checkRegistration, REGISTRATION_REFUSALS, type RegistrationInput } from './registration.server';
import type { LiveSession } from './session';
import type { SessionLookup } from './sessions.server';

const SESSION: LiveSession = {
  id: '9e0d3ac1-1d7b-49f7-8504-37033a1589bb',
  title: 'Shiftlane essentials for new admins',
  startsAt: '2026-12-08T16:00:00.000Z',
  endsAt: '2026-12-08T17:00:00.000Z',
  timeZone: 'America/New_York',
};

function check(
  overrides: Partial<RegistrationInput> = {},
  found: SessionLookup = { ok: true, session: SESSION },
) {
  const find = vi.fn(() => Promise.resolve(found));
  const result = checkRegistration({
    sessionId: SESSION.id,
    postedStartsAt: SESSION.startsAt,
    region: 'us',
    now: new Date('2026-11-26T12:00:00Z'),
    find,
    ...overrides,
  });
  return { result, find };
}

describe('checkRegistration', () => {
  it('registers for an upcoming session with what the server knows of it, not what was posted', async () => {
    const { result, find } = check();
    expect(await result).toEqual({
      ok: true,
      registration: { title: SESSION.title, startsAt: SESSION.startsAt, timeZone: SESSION.timeZone },
      values: {
        sessionId: SESSION.id,
        sessionTitle: SESSION.title,
        sessionStartsAt: SESSION.startsAt,
        sessionTimeZone: SESSION.timeZone,
      },
    });
    expect(find).toHaveBeenCalledWith(SESSION.id, 'us');
  });

  it('accepts the same instant written another way, and a post that shows no start', async () => {
    expect(await check({ postedStartsAt: '2026-12-08T11:00:00-05:00' }).result).toMatchObject({ ok: true });
    expect(await check({ postedStartsAt: undefined }).result).toMatchObject({ ok: true });
  });

  it('refuses a post that names no session (400) and a session that does not exist (404)', async () => {
    const { result, find } = check({ sessionId: undefined });
    expect(await result).toEqual({
      ok: false,
      status: 400,
      failure: 'bad-request',
      message: REGISTRATION_REFUSALS.missing,
    });
    expect(find).not.toHaveBeenCalled();
    expect(await check({}, { ok: false, failure: 'not-found' }).result).toEqual({
      ok: false,
      status: 404,
      failure: 'unknown-session',
      message: REGISTRATION_REFUSALS.unknown,
    });
  });

  it('refuses a session that has started (410) or ended (410)', async () => {
    expect(await check({ now: new Date('2026-12-08T16:00:00Z') }).result).toEqual({
      ok: false,
      status: 410,
      failure: 'session-closed',
      message: 'This session has already started, so registration has closed.',
    });
    expect(await check({ now: new Date('2026-12-09T00:00:00Z') }).result).toEqual({
      ok: false,
      status: 410,
      failure: 'session-closed',
      message: 'This session has ended, so registration has closed.',
    });
  });

  it('refuses a start the session no longer has (409), naming the new one in its zone', async () => {
    const moved = await check({ postedStartsAt: '2026-12-01T16:00:00.000Z' }).result;
    expect(moved).toMatchObject({ ok: false, status: 409, failure: 'session-moved' });
    expect(moved.ok ? '' : moved.message.replace(/\s/g, ' ')).toBe(
      'This session has moved to Tuesday, December 8, 2026, 11:00 AM EST. Please check the new time and register again.',
    );
    expect(await check({ postedStartsAt: 'next week' }).result).toMatchObject({ status: 409 });
  });

  it('asks to try again later when the content service does not answer (503)', async () => {
    expect(await check({}, { ok: false, failure: 'unavailable' }).result).toEqual({
      ok: false,
      status: 503,
      failure: 'generic',
      message: REGISTRATION_REFUSALS.unavailable,
    });
  });
});
