import { describe, expect, it } from 'vitest';
import { sessionTime } from './session-time';

describe('sessionTime', () => {
  it('reads the start as wall-clock time in the session zone', () => {
    const ny = sessionTime('2026-12-08 11:00', 'America/New_York', 'en-US');
    expect(ny?.iso).toBe('2026-12-08T16:00:00.000Z');
    expect(ny?.date).toBe('Tuesday, December 8, 2026');
    expect(ny?.time).toBe('11:00 AM EST');
    const sydney = sessionTime('2026-12-10 10:00', 'Australia/Sydney', 'en-AU');
    expect(sydney?.iso).toBe('2026-12-09T23:00:00.000Z');
    expect(sydney?.time).toMatch(/10:00\s?am AEDT/i);
  });

  it('handles summer time and refuses a malformed start', () => {
    expect(sessionTime('2027-07-14 14:00', 'Europe/London', 'en-GB')?.iso).toBe('2027-07-14T13:00:00.000Z');
    expect(sessionTime('next tuesday', 'Europe/London', 'en-GB')).toBeNull();
  });
});
