// Messages between the replay chunk on the main thread and its compression worker
// (./replay-worker.ts). The recording library must run on the main thread (it reads the DOM); the
// worker does the rest: serialising records, counting their bytes, holding the open segment and
// gzip-compressing it. Imports only types, so the worker bundle carries no recording library.
import type { EventType, eventWithTime } from 'rrweb';
import type { ReplaySegmentEvent, SegmentCreationReason } from '../monitoring-events';

/** One record of the recording library, as it emitted it. */
export type ReplayRecord = eventWithTime;

/** rrweb's record type of a full snapshot, typed against its enum without importing the library. */
export const FULL_SNAPSHOT_RECORD_TYPE: EventType.FullSnapshot = 2;
/** rrweb's meta record (URL and viewport), which it emits just before every full snapshot. */
export const META_RECORD_TYPE: EventType.Meta = 4;

/** Why an open segment is closed; the page's first segment is labelled 'init' instead. */
export type SegmentCloseCause = Exclude<SegmentCreationReason, 'init'>;

/** A closed segment's metadata, before the session's ids are added on the main thread. */
export type SegmentMeta = Omit<ReplaySegmentEvent, 'applicationId' | 'sessionId'> & {
  closedBy: SegmentCloseCause;
};

export type WorkerRequest =
  /** The first message names the first view; later ones close the segment ('view_change'). */
  | { type: 'view'; viewId: string }
  | { type: 'records'; records: ReplayRecord[] }
  /** Close the open segment now; after 'stop' the worker finishes its work and exits. */
  | { type: 'close'; cause: 'page_hidden' | 'stop' };

export type WorkerResponse =
  | { type: 'ready' }
  /** `data` is the gzip of the segment's UTF-8 JSON array of records. */
  | { type: 'segment'; meta: SegmentMeta; data: Uint8Array<ArrayBuffer> };
