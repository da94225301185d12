import { describe, expect, it } from 'vitest';
import { registrationConfirmation, sessionStart } from './confirmation';
import { liveSessionOf } from './session';

// ICU may put a narrow no-break space before AM/PM; the words are what is checked.
const plain = (text: string) => text.replace(/\s/g, ' ');

/** The confirmation of a session whose start is wall-clock `startsAt` in `sessionZone`. */
function confirm(startsAt: string, sessionZone: string, visitorZone: string, locale: string) {
  const session = liveSessionOf(
    {
      uuid: 'id',
      name: 'Session',
      content: { title: 'Essentials', starts_at: startsAt, time_zone: sessionZone, duration: '60 minutes' },
    },
    'us',
  );
  if (!session) throw new Error(`unreadable start ${startsAt}`);
  return plain(registrationConfirmation(session, { timeZone: visitorZone, locale }));
}

describe('registrationConfirmation', () => {
  it("names the session and its start in the session's zone, the zone spelled out", () => {
    expect(confirm('2026-12-08 11:00', 'America/New_York', 'America/New_York', 'en-US')).toBe(
      "You're registered for Essentials on Tuesday, December 8, 2026, 11:00 AM EST.",
    );
  });

  it("moves the start into the visitor's zone, and its date with it", () => {
    expect(confirm('2026-12-08 11:00', 'America/New_York', 'Europe/London', 'en-GB')).toBe(
      "You're registered for Essentials on Tuesday, 8 December 2026, 16:00 GMT.",
    );
    // 11:00 in New York is 03:00 the next day in Sydney.
    expect(confirm('2026-12-08 11:00', 'America/New_York', 'Australia/Sydney', 'en-AU')).toMatch(
      /^You're registered for Essentials on Wednesday,? 9 December 2026, 3:00 am AEDT\.$/,
    );
    // A zone with a half-hour offset and no short name of its own.
    expect(confirm('2026-12-08 11:00', 'America/New_York', 'Asia/Kolkata', 'en-US')).toBe(
      "You're registered for Essentials on Tuesday, December 8, 2026, 9:30 PM GMT+5:30.",
    );
  });

  it('follows daylight saving on the day it starts, in the session zone and the visitor zone', () => {
    // London springs forward at 01:00 GMT on 28 March 2027: 10:30 that day is BST (09:30 UTC).
    expect(confirm('2027-03-28 10:30', 'Europe/London', 'Europe/London', 'en-GB')).toBe(
      "You're registered for Essentials on Sunday, 28 March 2027, 10:30 BST.",
    );
    // New York springs forward on 14 March 2027, London not until 28 March: 5 hours apart, not 4.
    expect(confirm('2027-03-15 09:00', 'America/New_York', 'Europe/London', 'en-GB')).toBe(
      "You're registered for Essentials on Monday, 15 March 2027, 13:00 GMT.",
    );
    // Sydney falls back on 4 April 2027: 10:00 that day is AEST (00:00 UTC), 10:00 the day before
    // AEDT (23:00 UTC), which is already the next day in London, on summer time by then.
    expect(confirm('2027-04-04 10:00', 'Australia/Sydney', 'Australia/Sydney', 'en-AU')).toMatch(
      /Sunday,? 4 April 2027, 10:00 am AEST\.$/,
    );
    expect(confirm('2027-04-03 10:00', 'Australia/Sydney', 'Europe/London', 'en-GB')).toBe(
      "You're registered for Essentials on Saturday, 3 April 2027, 00:00 BST.",
    );
  });

  it("falls back to the session's zone when the browser reports one the runtime does not know", () => {
    expect(confirm('2026-12-08 11:00', 'America/New_York', 'Mars/Olympus_Mons', 'en-US')).toBe(
      "You're registered for Essentials on Tuesday, December 8, 2026, 11:00 AM EST.",
    );
  });
});

describe('sessionStart', () => {
  it('gives the date and the time with its zone apart', () => {
    const start = sessionStart('2033-06-14T16:00:00.000Z', {
      timeZone: 'America/Los_Angeles',
      fallbackZone: 'America/New_York',
      locale: 'en-US',
    });
    expect({ date: start.date, time: plain(start.time) }).toEqual({
      date: 'Tuesday, June 14, 2033',
      time: '9:00 AM PDT',
    });
  });
});
