import { describe, expect, it, vi } from 'vitest';
import { REPLAY_SEGMENT_MAX_DURATION_MS, REPLAY_SEGMENT_MAX_RAW_BYTES } from '../monitoring-events';
import { createSegmentBuilder, utf8Length, type ClosedSegment } from './segment';
import { fullSnapshotRecord, largeFullSnapshotRecord, metaRecord, recordOfBytes } from './test-records';

function builder(viewId = 'view-1') {
  const closed: ClosedSegment[] = [];
  const timers: Array<{ callback: () => void; ms: number; cleared: boolean }> = [];
  const segments = createSegmentBuilder(viewId, {
    onClose: (segment) => closed.push(segment),
    setTimeout: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  });
  return { segments, closed, timers };
}

const T0 = 1_700_000_000_000;
/** Two records that, as a JSON array `[a,b]`, take exactly `total` bytes. */
function twoRecordsTotalling(total: number) {
  const first = 1_000;
  return [recordOfBytes(first, T0), recordOfBytes(total - 2 - 1 - first, T0 + 10)] as const;
}

describe('segment byte limit', () => {
  it('keeps a segment of exactly REPLAY_SEGMENT_MAX_RAW_BYTES open and whole', () => {
    const { segments, closed } = builder();
    const [a, b] = twoRecordsTotalling(REPLAY_SEGMENT_MAX_RAW_BYTES);
    segments.add(a);
    segments.add(b);
    expect(closed).toHaveLength(0);
    segments.close('stop');
    expect(closed[0]).toMatchObject({ recordsCount: 2, rawSize: REPLAY_SEGMENT_MAX_RAW_BYTES });
    expect(utf8Length(closed[0]!.rawJson)).toBe(REPLAY_SEGMENT_MAX_RAW_BYTES);
  });

  it('closes the open segment before a record that would make it 60,001 bytes', () => {
    const { segments, closed } = builder();
    const [a, b] = twoRecordsTotalling(REPLAY_SEGMENT_MAX_RAW_BYTES + 1);
    segments.add(a);
    segments.add(b);
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ recordsCount: 1, closedBy: 'segment_bytes_limit', start: T0, end: T0 });
    segments.close('stop');
    expect(closed[1]).toMatchObject({
      recordsCount: 1,
      start: T0 + 10,
      index: 1,
      creationReason: 'segment_bytes_limit',
      closedBy: 'stop',
    });
    for (const segment of closed) expect(segment.rawSize).toBeLessThanOrEqual(REPLAY_SEGMENT_MAX_RAW_BYTES);
  });

  it('makes a record larger than the limit a segment of its own, closed at once', () => {
    const { segments, closed } = builder();
    segments.add(recordOfBytes(500, T0));
    segments.add(recordOfBytes(REPLAY_SEGMENT_MAX_RAW_BYTES + 5_000, T0 + 1));
    segments.add(recordOfBytes(500, T0 + 2));
    expect(closed.map((s) => [s.recordsCount, s.closedBy])).toEqual([
      [1, 'segment_bytes_limit'],
      [1, 'segment_bytes_limit'],
    ]);
    expect(closed[1]!.rawSize).toBe(REPLAY_SEGMENT_MAX_RAW_BYTES + 5_002);
    segments.close('page_hidden');
    expect(closed[2]).toMatchObject({ recordsCount: 1, start: T0 + 2, closedBy: 'page_hidden' });
  });
});

describe('a full snapshot larger than the limit', () => {
  it('stays in one segment with the meta record before it, so the segment plays back alone', () => {
    const { segments, closed } = builder();
    segments.add(metaRecord(T0));
    segments.add(largeFullSnapshotRecord(REPLAY_SEGMENT_MAX_RAW_BYTES + 1_000, T0));
    segments.add(recordOfBytes(500, T0 + 5));
    expect(closed.map((s) => [s.index, s.recordsCount, s.hasFullSnapshot, s.closedBy])).toEqual([
      [0, 2, true, 'segment_bytes_limit'],
    ]);
    segments.close('stop');
    expect(closed[1]).toMatchObject({ index: 1, recordsCount: 1, hasFullSnapshot: false });
  });

  it('does not join a snapshot to a segment that holds more than its meta record', () => {
    const { segments, closed } = builder();
    segments.add(recordOfBytes(500, T0));
    segments.add(metaRecord(T0 + 1));
    segments.add(largeFullSnapshotRecord(REPLAY_SEGMENT_MAX_RAW_BYTES, T0 + 1));
    expect(closed.map((s) => [s.recordsCount, s.hasFullSnapshot])).toEqual([
      [2, false],
      [1, true],
    ]);
  });
});

describe('segment duration limit', () => {
  it('closes the segment when its timer fires after REPLAY_SEGMENT_MAX_DURATION_MS', () => {
    const { segments, closed, timers } = builder();
    segments.add(recordOfBytes(100, T0));
    segments.add(recordOfBytes(100, T0 + 1_000));
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(REPLAY_SEGMENT_MAX_DURATION_MS);
    timers[0]!.callback();
    expect(closed[0]).toMatchObject({ recordsCount: 2, closedBy: 'segment_duration_limit' });
    segments.add(recordOfBytes(100, T0 + 2_000));
    expect(timers).toHaveLength(2);
  });

  it('closes before adding a record past the duration; exactly the limit stays in', () => {
    const { segments, closed, timers } = builder();
    segments.add(recordOfBytes(100, T0));
    segments.add(recordOfBytes(100, T0 + REPLAY_SEGMENT_MAX_DURATION_MS));
    expect(closed).toHaveLength(0);
    segments.add(recordOfBytes(100, T0 + REPLAY_SEGMENT_MAX_DURATION_MS + 1));
    expect(closed[0]).toMatchObject({
      recordsCount: 2,
      start: T0,
      end: T0 + REPLAY_SEGMENT_MAX_DURATION_MS,
      closedBy: 'segment_duration_limit',
    });
    expect(timers[0]!.cleared).toBe(true);
  });
});

describe('segment metadata and reasons', () => {
  it('labels the page first segment init, then each by why the one before it closed, per view from index 0', () => {
    const { segments, closed } = builder('v1');
    segments.add(fullSnapshotRecord(T0));
    segments.close('page_hidden');
    segments.add(recordOfBytes(100, T0 + 1));
    segments.changeView('v2');
    segments.add(fullSnapshotRecord(T0 + 2));
    segments.add(recordOfBytes(100, T0 + 3));
    segments.close('stop');
    segments.close('stop');
    expect(closed.map((s) => [s.viewId, s.index, s.creationReason, s.hasFullSnapshot])).toEqual([
      ['v1', 0, 'init', true],
      ['v1', 1, 'page_hidden', false],
      ['v2', 0, 'view_change', true],
    ]);
    expect(closed.map((s) => s.closedBy)).toEqual(['page_hidden', 'view_change', 'stop']);
  });

  it('measures rawSize as the UTF-8 length of the JSON array and keeps the records intact', () => {
    const { segments, closed } = builder();
    const records = [
      { type: 5, data: { tag: 'note', payload: 'héllo — 日本 🎉' }, timestamp: T0 },
      { type: 5, data: { tag: 'note', payload: '"quoted"\n' }, timestamp: T0 + 5 },
    ];
    for (const record of records) segments.add(record as never);
    segments.close('stop');
    const segment = closed[0]!;
    expect(segment.rawSize).toBe(Buffer.byteLength(JSON.stringify(records), 'utf8'));
    expect(segment.rawSize).toBeGreaterThan(JSON.stringify(records).length);
    expect(JSON.parse(segment.rawJson)).toEqual(records);
    expect(segment).toMatchObject({ start: T0, end: T0 + 5, recordsCount: 2, hasFullSnapshot: false });
  });

  it('does nothing when closing an empty segment', () => {
    const onClose = vi.fn();
    const segments = createSegmentBuilder('v', { onClose, setTimeout: () => 0, clearTimeout: () => {} });
    segments.close('stop');
    segments.changeView('w');
    expect(onClose).not.toHaveBeenCalled();
  });
});
