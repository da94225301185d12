import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveTraining, parsedBlock } from '../BlogList/fixtures';
import { rawBlock, renderBlocks } from '../test-support';
import type { LiveTrainingListData } from './LiveTrainingList';
import { logger } from '../../logging/logger.server';

const listAllStories = vi.hoisted(() => vi.fn());
vi.mock('../../content/stories.server', () => ({ listAllStories }));

const { loadLiveTrainingList, upcomingSessions } = await import('./LiveTrainingList.data.server');

afterEach(() => {
  listAllStories.mockReset();
  vi.useRealTimers();
});

describe('live_training_list', () => {
  const data: LiveTrainingListData = {
    sessions: [
      {
        href: '/training/live-training/shiftlane-essentials-for-new-admins',
        registerHref: '/training/live-training/shiftlane-essentials-for-new-admins#register',
        title: 'Shiftlane essentials for new admins',
        summary: 'A live walk-through of your first week.',
        host: 'Maya Okafor, Head of Customer Education',
        duration: '60 minutes',
        startsAt: '2026-12-08T16:00:00.000Z',
        date: 'Tuesday, December 8, 2026',
        time: '11:00 AM EST',
        timeZone: 'America/New_York',
      },
    ],
  };

  it('shows the session time in its zone, the host and a named Register link to the session form', () => {
    const { html, warnings } = renderBlocks([rawBlock('live_training_list', {})], {
      blockData: { 'live_training_list-1': data },
    });
    expect(warnings).toEqual([]);
    expect(html).toContain('Upcoming live training');
    expect(html).toContain(
      '<time dateTime="2026-12-08T16:00:00.000Z">Tuesday, December 8, 2026, 11:00 AM EST</time>',
    );
    expect(html).toContain('Hosted by Maya Okafor, Head of Customer Education');
    expect(html).toContain(
      '<a class="button button--filled button--sm" href="/training/live-training/shiftlane-essentials-for-new-admins#register"><span>Register</span><span class="visually-hidden"> for Shiftlane essentials for new admins</span></a>',
    );
  });

  it('says when nothing is scheduled and points to on-demand training; warns about a bad count', () => {
    const { html, warnings } = renderBlocks([rawBlock('live_training_list', { count: 13 })], {
      region: 'au',
    });
    expect(warnings).toEqual([expect.stringContaining('count 13')]);
    expect(html).toContain('No live sessions are scheduled right now.');
    expect(html).toContain('<a href="/au/training">Browse on-demand training</a>');
  });
});

describe('live_training_list loader', () => {
  const stories = [
    liveTraining('gb/training/live-training/later', { starts_at: '2027-01-14 14:00' }),
    liveTraining('gb/training/live-training/past', { starts_at: '2026-11-20 10:00' }),
    liveTraining('gb/training/live-training/sooner', {
      starts_at: '2026-12-09 10:00',
      time_zone: 'America/New_York',
    }),
    liveTraining('gb/training/live-training/broken', { starts_at: 'soon' }),
  ];

  it('keeps sessions that start after now, soonest first, in their own zone or the region one', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const sessions = upcomingSessions(stories, {
      region: 'gb',
      now: new Date('2026-11-21T06:00:00Z'),
      count: 3,
    });
    warn.mockRestore();
    expect(sessions.map((session) => session.href)).toEqual([
      '/gb/training/live-training/sooner',
      '/gb/training/live-training/later',
    ]);
    expect(sessions[0]).toMatchObject({ startsAt: '2026-12-09T15:00:00.000Z', timeZone: 'America/New_York' });
    expect(sessions[0]?.time).toBe('10:00 GMT-5');
    expect(sessions[1]).toMatchObject({ startsAt: '2027-01-14T14:00:00.000Z', timeZone: 'Europe/London' });
    expect(sessions[1]?.date).toMatch(/^Thursday,? 14 January 2027$/);
    expect(sessions[0]?.registerHref).toBe('/gb/training/live-training/sooner#register');
  });

  it("sends Register to the content's own registration link when it names one", () => {
    const elsewhere = liveTraining('gb/training/live-training/partner', {
      starts_at: '2027-02-01 10:00',
      registration_link: 'https://webinars.example.com/shiftlane',
    });
    const [session] = upcomingSessions([elsewhere], {
      region: 'gb',
      now: new Date('2026-11-21T06:00:00Z'),
      count: 3,
    });
    expect(session?.registerHref).toBe('https://webinars.example.com/shiftlane');
  });

  it('drops a session once it has started', () => {
    const now = new Date('2026-12-09T15:00:00Z');
    expect(upcomingSessions(stories.slice(2, 3), { region: 'gb', now, count: 3 })).toEqual([]);
  });

  it('lists the region live-training folder and limits to count', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T06:00:00Z'), toFake: ['Date'] });
    listAllStories.mockResolvedValue({ ok: true, value: stories.slice(0, 3) });
    const data = (await loadLiveTrainingList(parsedBlock('live_training_list', { count: 1 }), {
      region: 'gb',
    })) as LiveTrainingListData;
    expect(listAllStories).toHaveBeenCalledWith(
      expect.objectContaining({ startsWith: 'gb/training/live-training/', component: 'live_training' }),
    );
    expect(data.sessions.map((session) => session.title)).toEqual([
      'Session gb/training/live-training/sooner',
    ]);
  });
});
