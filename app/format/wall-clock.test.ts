import { describe, expect, it } from 'vitest';
import { wallClockInstant, zonedIsoString } from './wall-clock';

describe('wall-clock readings', () => {
  it('name the instant of that reading in the zone', () => {
    expect(wallClockInstant('2026-12-08 11:00', 'America/New_York')?.toISOString()).toBe(
      '2026-12-08T16:00:00.000Z',
    );
    expect(wallClockInstant('2026-03-02T09:30', 'Australia/Sydney')?.toISOString()).toBe(
      '2026-03-01T22:30:00.000Z',
    );
  });

  it('refuse what is not a date and time', () => {
    for (const value of [
      '',
      '2026-03-02',
      'next tuesday',
      '2026-02-30 09:00',
      '2026-13-01 09:00',
      '2026-01-01 24:00',
    ]) {
      expect(wallClockInstant(value, 'Europe/London'), value).toBeNull();
    }
  });
});

describe('zoned ISO strings', () => {
  it("carry the region zone's offset on that date, summer time included", () => {
    expect(zonedIsoString('2025-09-17 09:00', 'Europe/London')).toBe('2025-09-17T09:00:00+01:00');
    expect(zonedIsoString('2025-12-17 09:00', 'Europe/London')).toBe('2025-12-17T09:00:00+00:00');
    expect(zonedIsoString('2025-07-04 18:15', 'America/New_York')).toBe('2025-07-04T18:15:00-04:00');
    expect(zonedIsoString('2025-01-04 18:15', 'America/New_York')).toBe('2025-01-04T18:15:00-05:00');
    expect(zonedIsoString('2025-01-10 08:00', 'Australia/Sydney')).toBe('2025-01-10T08:00:00+11:00');
    expect(zonedIsoString('2025-06-10 08:00', 'Australia/Sydney')).toBe('2025-06-10T08:00:00+10:00');
  });

  it('name a real instant for a reading in the spring-forward gap, and the same instant either way', () => {
    const iso = zonedIsoString('2026-03-29 01:30', 'Europe/London');
    expect(iso).toMatch(/^2026-03-29T0[02]:30:00\+0[01]:00$/);
    expect(new Date(iso!).toISOString()).toBe(
      wallClockInstant('2026-03-29 01:30', 'Europe/London')?.toISOString(),
    );
  });

  it('are null for a malformed reading', () => {
    expect(zonedIsoString('soon', 'Europe/London')).toBeNull();
  });
});
