// Replay segments, stored as sent (gzip, base64 TEXT so SQLite and PostgreSQL keep it the same
// way), once per session, view and index; and read back, inflated, for the viewer's player.
import { gunzipSync } from 'node:zlib';
import type { Database } from '../storage/database';
import type { ReplaySegmentEvent, SegmentCreationReason } from './monitoring-events';
import type { ReplayRecord, ValidReplayUpload } from './replay-segment.server';
import { REPLAY_MAX_DECOMPRESSED_BYTES } from './replay-segment.server';

/** Stores the segment unless it is already stored; returns 1 when it is new. */
export async function storeReplaySegment(
  db: Database,
  { event, segment }: ValidReplayUpload,
  receivedAt: Date = new Date(),
): Promise<number> {
  const { changes } = await db.run(
    `INSERT INTO monitoring_replay_segments
       (session_id, view_id, segment_index, start_ms, end_ms, records_count, raw_size, compressed_size,
        has_full_snapshot, creation_reason, data_base64, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (session_id, view_id, segment_index) DO NOTHING`,
    [
      event.sessionId,
      event.viewId,
      event.index,
      event.start,
      event.end,
      event.recordsCount,
      event.rawSize,
      event.compressedSize,
      event.hasFullSnapshot ? 1 : 0,
      event.creationReason,
      Buffer.from(segment).toString('base64'),
      receivedAt.toISOString(),
    ],
  );
  return changes;
}

/** A stored segment's event (what the browser sent), without the application id. */
export type StoredSegment = Omit<ReplaySegmentEvent, 'applicationId'> & { receivedAt: string };

export interface SessionReplay {
  segments: StoredSegment[];
  /** Every segment's records, by timestamp: what rrweb's Replayer plays. */
  records: ReplayRecord[];
}

/** A row of monitoring_replay_segments. */
export interface ReplaySegmentRow {
  session_id: string;
  view_id: string;
  segment_index: number;
  start_ms: number;
  end_ms: number;
  records_count: number;
  raw_size: number;
  compressed_size: number;
  has_full_snapshot: number;
  creation_reason: string;
  data_base64: string;
  received_at: string;
}

export async function readSessionReplay(db: Database, sessionId: string): Promise<SessionReplay> {
  const rows = await db.all<ReplaySegmentRow & Record<string, unknown>>(
    `SELECT * FROM monitoring_replay_segments WHERE session_id = ? ORDER BY start_ms, view_id, segment_index`,
    [sessionId],
  );
  const segments: StoredSegment[] = [];
  const records: ReplayRecord[] = [];
  for (const row of rows) {
    segments.push({
      sessionId: row.session_id,
      viewId: row.view_id,
      index: Number(row.segment_index),
      start: Number(row.start_ms),
      end: Number(row.end_ms),
      recordsCount: Number(row.records_count),
      rawSize: Number(row.raw_size),
      compressedSize: Number(row.compressed_size),
      hasFullSnapshot: Number(row.has_full_snapshot) === 1,
      creationReason: row.creation_reason as SegmentCreationReason,
      receivedAt: row.received_at,
    });
    // Checked when it arrived (./replay-segment.server.ts), so it inflates to a record array.
    const raw = gunzipSync(Buffer.from(row.data_base64, 'base64'), {
      maxOutputLength: REPLAY_MAX_DECOMPRESSED_BYTES,
    });
    records.push(...(JSON.parse(raw.toString('utf8')) as ReplayRecord[]));
  }
  // Stable: records of one timestamp keep their recorded order.
  records.sort((a, b) => a.timestamp - b.timestamp);
  return { segments, records };
}
