// Per-view replay stats for the view events (requirements §9: "replay stats kept for 10 views"), counted
// when a segment is sent. The oldest view is forgotten past REPLAY_STATS_MAX_VIEWS.
import { REPLAY_STATS_MAX_VIEWS, type ReplayStats } from '../monitoring-events';

export function createReplayStats(maxViews = REPLAY_STATS_MAX_VIEWS) {
  // A Map iterates in insertion order, so its first key is the oldest view.
  const byView = new Map<string, ReplayStats>();
  return {
    countSegment(viewId: string, segment: { recordsCount: number; rawSize: number }): void {
      let stats = byView.get(viewId);
      if (!stats) {
        stats = { segmentsCount: 0, recordsCount: 0, segmentsTotalRawSize: 0 };
        byView.set(viewId, stats);
        const oldest = byView.keys().next().value;
        if (byView.size > maxViews && oldest !== undefined) byView.delete(oldest);
      }
      stats.segmentsCount += 1;
      stats.recordsCount += segment.recordsCount;
      stats.segmentsTotalRawSize += segment.rawSize;
    },
    statsOf(viewId: string): ReplayStats | undefined {
      const stats = byView.get(viewId);
      return stats ? { ...stats } : undefined;
    },
  };
}

export type ReplayStatsStore = ReturnType<typeof createReplayStats>;
