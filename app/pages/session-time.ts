// Live-training times: content gives the wall-clock start ("2026-12-08 11:00") in the session's
// IANA time zone. We find the instant it names, to print it with its zone and to give <time> an
// unambiguous ISO value.
import type { Region } from '../regions/region';
import { dateTimeFormat } from './format';

/** Where a region's sessions are held when the content names no zone. */
export const REGION_TIME_ZONES: Record<Region, string> = {
  us: 'America/New_York',
  gb: 'Europe/London',
  au: 'Australia/Sydney',
};

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

export interface SessionTime {
  iso: string;
  date: string;
  time: string;
  zone: string;
}

export function sessionTime(startsAt: string, timeZone: string, locale: string): SessionTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(startsAt);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wallClock = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the offset across a daylight-saving change.
  let instant = wallClock - offsetMinutes(new Date(wallClock), timeZone) * 60_000;
  instant = wallClock - offsetMinutes(new Date(instant), timeZone) * 60_000;
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { timeZone, ...options }).format(at);
  return {
    iso: at.toISOString(),
    date: format({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
    time: format({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    zone: timeZone,
  };
}
