// Live-training times: content gives the wall-clock start ("2026-12-08 11:00") in the session's
// IANA time zone. We find the instant it names (wall-clock.ts), to print it with its zone and to
// give <time> an unambiguous ISO value.
import type { Region } from '../regions/region';
import { dateTimeFormat } from './format';
import { wallClockInstant } from './wall-clock';

/** A region's time zone: its blog posts' dates are read in it, and its sessions held in it unless they name another. */
export const REGION_TIME_ZONES: Record<Region, string> = {
  us: 'America/New_York',
  gb: 'Europe/London',
  au: 'Australia/Sydney',
};

export interface SessionTime {
  iso: string;
  date: string;
  time: string;
  zone: string;
}

export function sessionTime(startsAt: string, timeZone: string, locale: string): SessionTime | null {
  const at = wallClockInstant(startsAt, timeZone);
  if (!at) return null;
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { timeZone, ...options }).format(at);
  return {
    iso: at.toISOString(),
    date: format({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    time: format({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    zone: timeZone,
  };
}
