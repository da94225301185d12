// The line a registrant reads after registering: "You're registered for {title} on {date, time}".
// With JavaScript the time is in the visitor's own zone (the browser's Intl); without, the server
// writes it in the session's zone, which the short zone name ("EST", "AEDT") makes explicit.
import type { Registration } from '../forms/form-result';
import { dateTimeFormat } from '../format/format';

const DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** Whether the runtime knows this IANA zone (a browser may report one an older runtime does not). */
function knownZone(timeZone: string): boolean {
  try {
    dateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The session's date and time in `timeZone` (the session's own when the runtime does not know it). */
export function sessionStart(
  startsAt: string,
  { timeZone, fallbackZone, locale }: { timeZone: string; fallbackZone: string; locale: string },
): { date: string; time: string } {
  const zone = knownZone(timeZone) ? timeZone : fallbackZone;
  const at = new Date(startsAt);
  return {
    date: dateTimeFormat(locale, { ...DATE, timeZone: zone }).format(at),
    time: dateTimeFormat(locale, { ...TIME, timeZone: zone }).format(at),
  };
}

/** The confirmation of a registration, with the start in `timeZone` (else the session's own). */
export function registrationConfirmation(
  registration: Registration,
  { timeZone, locale }: { timeZone: string; locale: string },
): string {
  const { date, time } = sessionStart(registration.startsAt, {
    timeZone,
    fallbackZone: registration.timeZone,
    locale,
  });
  return `You're registered for ${registration.title} on ${date}, ${time}.`;
}

/** The visitor's own zone as the browser reports it; undefined outside a browser. */
export function visitorTimeZone(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
