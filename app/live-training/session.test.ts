import { describe, expect, it } from 'vitest';
import { durationMinutes, liveSessionOf, sessionStateOf, sessionStatus } from './session';

const story = (
  content: Partial<{ title: string; starts_at: string; time_zone: string; duration: string }>,
) => ({
  uuid: '9e0d3ac1-1d7b-49f7-8504-37033a1589bb',
  name: 'Story name',
  content: {
    title: 'Essentials',
    starts_at: '2026-12-08 11:00',
    time_zone: '',
    duration: '60 minutes',
    ...content,
  },
});

describe('durationMinutes', () => {
  it.each([
    ['60 minutes', 60],
    ['45 mins', 45],
    ['1 hour', 60],
    ['1.5 hours', 90],
    ['1 hour 30 minutes', 90],
    ['2 hrs', 120],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each(['', 'about an hour', 'TBC'])('cannot read %j', (text) => {
    expect(durationMinutes(text)).toBeNull();
  });
});

describe('liveSessionOf', () => {
  it("reads the start in the session's zone, else the region's, and ends it after its length", () => {
    expect(liveSessionOf(story({ time_zone: 'America/New_York' }), 'gb')).toEqual({
      id: '9e0d3ac1-1d7b-49f7-8504-37033a1589bb',
      title: 'Essentials',
      startsAt: '2026-12-08T16:00:00.000Z',
      endsAt: '2026-12-08T17:00:00.000Z',
      timeZone: 'America/New_York',
    });
    expect(liveSessionOf(story({}), 'au')).toMatchObject({
      startsAt: '2026-12-08T00:00:00.000Z',
      timeZone: 'Australia/Sydney',
    });
  });

  it('uses the story name without a title, and the start as the end without a readable length', () => {
    expect(liveSessionOf(story({ title: '', duration: 'TBC' }), 'us')).toMatchObject({
      title: 'Story name',
      startsAt: '2026-12-08T16:00:00.000Z',
      endsAt: '2026-12-08T16:00:00.000Z',
    });
  });

  it('is no session without a readable start', () => {
    expect(liveSessionOf(story({ starts_at: 'soon' }), 'us')).toBeNull();
    expect(sessionStateOf(story({ starts_at: '' }), 'us', new Date())).toBeNull();
  });
});

describe('sessionStatus', () => {
  const session = { startsAt: '2026-12-08T16:00:00.000Z', endsAt: '2026-12-08T17:00:00.000Z' };

  it('is upcoming until the start, under way until the end, then ended', () => {
    expect(sessionStatus(session, new Date('2026-12-08T15:59:59.999Z'))).toBe('upcoming');
    expect(sessionStatus(session, new Date('2026-12-08T16:00:00.000Z'))).toBe('under-way');
    expect(sessionStatus(session, new Date('2026-12-08T16:59:59.999Z'))).toBe('under-way');
    expect(sessionStatus(session, new Date('2026-12-08T17:00:00.000Z'))).toBe('ended');
  });

  it('goes straight from upcoming to ended without a length', () => {
    const instant = { startsAt: session.startsAt, endsAt: session.startsAt };
    expect(sessionStatus(instant, new Date('2026-12-08T16:00:00.000Z'))).toBe('ended');
  });
});
