// The server's check of a live-training registration, after the form's own fields passed: the
// session is looked up by the id the form posted, never taken from the post. It must exist in the
// region and not have started; a start that differs from the one the page showed means the session
// moved since, and the registrant is asked to look again rather than signed up for a time they did
// not see.
import type { FormFailure, Registration } from '../forms/form-result';
import { REGION_LOCALES, type Region } from '../regions/region';
import { sessionStart } from './confirmation';
import { sessionStatus, type LiveSession } from './session';
import { findLiveSession, type SessionLookup } from './sessions.server';

export const REGISTRATION_REFUSALS = {
  missing: 'The form did not say which session it is for. Please reload the page and try again.',
  unknown: 'We could not find this session. Please choose a session from the training page.',
  unavailable: 'Sorry, we could not check this session just now. Please try again in a minute.',
  'under-way': 'This session has already started, so registration has closed.',
  ended: 'This session has ended, so registration has closed.',
} as const;

export type RegistrationCheck =
  | { ok: true; registration: Registration; values: Record<string, string> }
  | { ok: false; status: number; failure: FormFailure; message: string };

export interface RegistrationInput {
  sessionId: string | undefined;
  /** The start the page showed, as posted: compared, never used. */
  postedStartsAt: string | undefined;
  region: Region;
  now: Date;
  find?: (id: string, region: Region) => Promise<SessionLookup>;
}

function movedMessage(session: LiveSession, region: Region): string {
  const { date, time } = sessionStart(session.startsAt, {
    timeZone: session.timeZone,
    fallbackZone: session.timeZone,
    locale: REGION_LOCALES[region],
  });
  return `This session has moved to ${date}, ${time}. Please check the new time and register again.`;
}

export async function checkRegistration({
  sessionId,
  postedStartsAt,
  region,
  now,
  find = findLiveSession,
}: RegistrationInput): Promise<RegistrationCheck> {
  if (!sessionId)
    return { ok: false, status: 400, failure: 'bad-request', message: REGISTRATION_REFUSALS.missing };
  const found = await find(sessionId, region);
  if (!found.ok) {
    return found.failure === 'unavailable'
      ? { ok: false, status: 503, failure: 'generic', message: REGISTRATION_REFUSALS.unavailable }
      : { ok: false, status: 404, failure: 'unknown-session', message: REGISTRATION_REFUSALS.unknown };
  }
  const { session } = found;
  const status = sessionStatus(session, now);
  if (status !== 'upcoming') {
    return { ok: false, status: 410, failure: 'session-closed', message: REGISTRATION_REFUSALS[status] };
  }
  if (postedStartsAt !== undefined && Date.parse(postedStartsAt) !== Date.parse(session.startsAt)) {
    return { ok: false, status: 409, failure: 'session-moved', message: movedMessage(session, region) };
  }
  return {
    ok: true,
    registration: { title: session.title, startsAt: session.startsAt, timeZone: session.timeZone },
    values: {
      sessionId: session.id,
      sessionTitle: session.title,
      sessionStartsAt: session.startsAt,
      sessionTimeZone: session.timeZone,
    },
  };
}
