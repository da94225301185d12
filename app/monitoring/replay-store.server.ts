// Replay segments, stored as sent (gzip, base64 TEXT so SQLite and PostgreSQL keep it the same
// way), once per session, view and index; and read back, inflated, for the viewer's player.
import { gunzipSync } from 'node:zlib';
import type { Database } from '../storage/database';
import type { MonitoringReplaySegmentsTable } from './migrations';
import type { ReplaySegmentEvent, SegmentCreationReason } from './monitoring-events';
import type { ReplayRecord, ValidReplayUpload } from './replay-segment.server';
import { REPLAY_MAX_DECOMPRESSED_BYTES } from './replay-segment.server';

/** Stores the segment unless it is already stored; returns 1 when it is new. */
export async function storeReplaySegment(
  db: Database,
  { event, segment }: ValidReplayUpload,
  receivedAt: Date = new Date(),
): Promise<number> {
  const inserted = await db
    .insertInto('monitoring_replay_segments')
    .values({
      session_id: event.sessionId,
      view_id: event.viewId,
      segment_index: event.index,
      start_ms: event.start,
      end_ms: event.end,
      records_count: event.recordsCount,
      raw_size: event.rawSize,
      compressed_size: event.compressedSize,
      has_full_snapshot: event.hasFullSnapshot ? 1 : 0,
      creation_reason: event.creationReason,
      data_base64: Buffer.from(segment).toString('base64'),
      received_at: receivedAt.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['session_id', 'view_id', 'segment_index']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

/** A stored segment's event (what the browser sent), without the application id. */
export type StoredSegment = Omit<ReplaySegmentEvent, 'applicationId'> & { receivedAt: string };

export interface SessionReplay {
  segments: StoredSegment[];
  /** Every segment's records, by timestamp: what rrweb's Replayer plays. */
  records: ReplayRecord[];
}

/** A row of monitoring_replay_segments. */
export type ReplaySegmentRow = MonitoringReplaySegmentsTable;

export async function readSessionReplay(db: Database, sessionId: string): Promise<SessionReplay> {
  const rows = await db
    .selectFrom('monitoring_replay_segments')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('start_ms')
    .orderBy('view_id')
    .orderBy('segment_index')
    .execute();
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
