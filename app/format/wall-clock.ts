// Content gives times as wall-clock readings ("2026-12-08 11:00") in a known IANA time zone: the
// zone of a live session, or the region's for a blog post. Here they become instants.
import { dateTimeFormat } from './format';

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/** How far the zone's clocks are ahead of UTC at an instant, in minutes. */
export function offsetMinutes(instant: Date, timeZone: string): number {
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

/** The instant a 'YYYY-MM-DD HH:mm' reading names in a zone; null for anything else (or 30 February). */
export function wallClockInstant(value: string, timeZone: string): Date | null {
  const match = WALL_CLOCK.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || h > 23 || mi > 59) return null;
  const wallClock = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(wallClock).getUTCDate() !== d) return null;
  // Two passes settle the offset across a daylight-saving change.
  let instant = wallClock - offsetMinutes(new Date(wallClock), timeZone) * 60_000;
  instant = wallClock - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * ISO 8601 with the zone's offset at that time: '2025-09-17T09:00:00+01:00' for 09:00 in London
 * that day. A reading that falls in a spring-forward gap comes out as the instant it names.
 */
export function zonedIsoString(value: string, timeZone: string): string | null {
  const instant = wallClockInstant(value, timeZone);
  if (!instant) return null;
  const offset = offsetMinutes(instant, timeZone);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const magnitude = Math.abs(offset);
  return `${local}${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
}
