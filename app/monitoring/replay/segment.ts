// The open replay segment and its limits (requirements §9 "Replay segment limits"). Runs
// in the compression worker. Each record is serialised once; the segment keeps the JSON parts and
// their exact UTF-8 size so the limit is checked without re-serialising the whole array.
import {
  REPLAY_SEGMENT_MAX_DURATION_MS,
  REPLAY_SEGMENT_MAX_RAW_BYTES,
  type SegmentCreationReason,
} from '../monitoring-events';
import {
  FULL_SNAPSHOT_RECORD_TYPE,
  META_RECORD_TYPE,
  type ReplayRecord,
  type SegmentCloseCause,
} from './worker-protocol';

export interface ClosedSegment {
  viewId: string;
  index: number;
  start: number;
  end: number;
  recordsCount: number;
  /** The JSON array of the records, exactly as sent (before compression). */
  rawJson: string;
  rawSize: number;
  hasFullSnapshot: boolean;
  /** Why this segment began: 'init' for the page's first, otherwise why the one before it closed. */
  creationReason: SegmentCreationReason;
  closedBy: SegmentCloseCause;
}

export interface SegmentBuilderDeps {
  onClose(segment: ClosedSegment): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

interface OpenSegment {
  parts: string[];
  rawSize: number;
  start: number;
  end: number;
  hasFullSnapshot: boolean;
  /** Holds only the meta record that announces the full snapshot to come. */
  metaOnly: boolean;
  creationReason: SegmentCreationReason;
  durationTimer: unknown;
}

const encoder = new TextEncoder();
const ARRAY_BRACKETS_BYTES = 2;
const COMMA_BYTES = 1;

export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

export function createSegmentBuilder(firstViewId: string, deps: SegmentBuilderDeps) {
  let viewId = firstViewId;
  let nextIndex = 0;
  let nextCreationReason: SegmentCreationReason = 'init';
  let open: OpenSegment | null = null;

  function close(cause: SegmentCloseCause): void {
    if (!open) return;
    const segment = open;
    open = null;
    deps.clearTimeout(segment.durationTimer);
    deps.onClose({
      viewId,
      index: nextIndex++,
      start: segment.start,
      end: segment.end,
      recordsCount: segment.parts.length,
      rawJson: `[${segment.parts.join(',')}]`,
      rawSize: segment.rawSize,
      hasFullSnapshot: segment.hasFullSnapshot,
      creationReason: segment.creationReason,
      closedBy: cause,
    });
    nextCreationReason = cause;
  }

  function add(record: ReplayRecord): void {
    const json = JSON.stringify(record);
    const bytes = utf8Length(json);
    if (open && record.timestamp - open.start > REPLAY_SEGMENT_MAX_DURATION_MS)
      close('segment_duration_limit');
    // A full snapshot stays with its meta record (the viewport it was taken in): a view's first
    // segment must play back on its own, whatever the size of its page.
    const joinsItsMeta = record.type === FULL_SNAPSHOT_RECORD_TYPE && open?.metaOnly === true;
    if (open && !joinsItsMeta && open.rawSize + COMMA_BYTES + bytes > REPLAY_SEGMENT_MAX_RAW_BYTES)
      close('segment_bytes_limit');
    if (!open) {
      open = {
        parts: [],
        rawSize: ARRAY_BRACKETS_BYTES,
        start: record.timestamp,
        end: record.timestamp,
        hasFullSnapshot: false,
        metaOnly: true,
        creationReason: nextCreationReason,
        durationTimer: deps.setTimeout(() => close('segment_duration_limit'), REPLAY_SEGMENT_MAX_DURATION_MS),
      };
    }
    open.rawSize += (open.parts.length > 0 ? COMMA_BYTES : 0) + bytes;
    open.parts.push(json);
    open.end = record.timestamp;
    open.hasFullSnapshot ||= record.type === FULL_SNAPSHOT_RECORD_TYPE;
    open.metaOnly &&= record.type === META_RECORD_TYPE;
    // A record larger than the limit on its own (a long page's full snapshot) cannot be split: it
    // becomes a segment of that one record, or of the snapshot and its meta record, the only ways a
    // segment exceeds the limit.
    if (open.rawSize > REPLAY_SEGMENT_MAX_RAW_BYTES) close('segment_bytes_limit');
  }

  return {
    add,
    close,
    /** Closes the current view's segment; the new view's segments are numbered from 0. */
    changeView(newViewId: string): void {
      close('view_change');
      viewId = newViewId;
      nextIndex = 0;
    },
  };
}

export type SegmentBuilder = ReturnType<typeof createSegmentBuilder>;
