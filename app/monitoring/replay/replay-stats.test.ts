import { describe, expect, it } from 'vitest';
import { REPLAY_STATS_MAX_VIEWS } from '../monitoring-events';
import { createReplayStats } from './replay-stats';

describe('replay stats', () => {
  it('adds up segments, records and raw bytes per view', () => {
    const stats = createReplayStats();
    stats.countSegment('a', { recordsCount: 3, rawSize: 100 });
    stats.countSegment('a', { recordsCount: 2, rawSize: 50 });
    stats.countSegment('b', { recordsCount: 1, rawSize: 7 });
    expect(stats.statsOf('a')).toEqual({ segmentsCount: 2, recordsCount: 5, segmentsTotalRawSize: 150 });
    expect(stats.statsOf('b')).toEqual({ segmentsCount: 1, recordsCount: 1, segmentsTotalRawSize: 7 });
    expect(stats.statsOf('never')).toBeUndefined();
  });

  it(`keeps the last ${REPLAY_STATS_MAX_VIEWS} views only, dropping the oldest`, () => {
    const stats = createReplayStats();
    for (let view = 0; view <= REPLAY_STATS_MAX_VIEWS; view += 1) {
      stats.countSegment(`v${view}`, { recordsCount: 1, rawSize: 1 });
    }
    expect(stats.statsOf('v0')).toBeUndefined();
    expect(stats.statsOf('v1')).toBeDefined();
    expect(stats.statsOf(`v${REPLAY_STATS_MAX_VIEWS}`)).toBeDefined();
    stats.countSegment('v1', { recordsCount: 1, rawSize: 1 });
    expect(stats.statsOf('v1')?.segmentsCount).toBe(2);
  });

  it('hands out copies that callers cannot change', () => {
    const stats = createReplayStats();
    stats.countSegment('a', { recordsCount: 1, rawSize: 1 });
    stats.statsOf('a')!.segmentsCount = 99;
    expect(stats.statsOf('a')?.segmentsCount).toBe(1);
  });
});
