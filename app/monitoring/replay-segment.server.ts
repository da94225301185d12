// Checks one replay upload (POST REPLAY_PATH, multipart/form-data) before anything is stored: the
// JSON event must describe the gzip segment exactly (sizes, record count, first and last times,
// full snapshot), and the segment must keep the §9 limits. A failure names the problem (400), or
// 413 for a body or a decompressed segment that is too large.
import { gunzipSync } from 'node:zlib';
import { REPLAY_SEGMENT_MAX_DURATION_MS, REPLAY_SEGMENT_MAX_RAW_BYTES } from './monitoring-events';
import { replaySegmentEventSchema, type ValidReplaySegmentEvent } from './intake-schema.server';

/** The whole multipart body: a 60,000-byte segment compresses far below this. */
export const REPLAY_MAX_BODY_BYTES = 512 * 1024;
/** A segment that inflates past this is refused (a gzip bomb), whatever its event says. */
export const REPLAY_MAX_DECOMPRESSED_BYTES = 4 * 1024 * 1024;
/** rrweb's record types: DomContentLoaded 0 … Plugin 6; FullSnapshot is 2. */
const MAX_RECORD_TYPE = 6;
const FULL_SNAPSHOT = 2;
const META = 4;

export interface ReplayRecord {
  type: number;
  timestamp: number;
  [key: string]: unknown;
}

export interface ValidReplayUpload {
  event: ValidReplaySegmentEvent;
  /** The gzip bytes, stored as sent. */
  segment: Uint8Array;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 413; message: string };

const refuse = (
  message: string,
  status: 400 | 413 = 400,
): { ok: false; status: 400 | 413; message: string } => ({
  ok: false,
  status,
  message,
});

/** The form's `segment` file and `event` JSON (a file or a string), checked against each other. */
export async function checkReplayUpload(
  form: FormData,
  applicationId: string,
): Promise<Checked<ValidReplayUpload>> {
  const segmentField = form.get('segment');
  const eventField = form.get('event');
  if (!(segmentField instanceof Blob)) return refuse('The replay upload needs a `segment` file.');
  if (eventField === null) return refuse('The replay upload needs an `event` field.');
  const eventText = typeof eventField === 'string' ? eventField : await eventField.text();
  let json: unknown;
  try {
    json = JSON.parse(eventText);
  } catch {
    return refuse('The replay event is not valid JSON.');
  }
  const parsed = replaySegmentEventSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return refuse(`Invalid replay event: ${where}${issue?.message ?? 'malformed'}`);
  }
  const event = parsed.data;
  if (event.applicationId !== applicationId) return refuse('Unknown monitoring application id.');
  const segment = new Uint8Array(await segmentField.arrayBuffer());
  const checked = checkSegment(event, segment);
  return checked.ok ? { ok: true, value: { event, segment } } : checked;
}

/** The segment's records, when the gzip bytes are exactly what `event` describes. */
export function checkSegment(event: ValidReplaySegmentEvent, segment: Uint8Array): Checked<ReplayRecord[]> {
  if (segment.byteLength !== event.compressedSize) {
    return refuse(`The segment is ${segment.byteLength} bytes, not compressedSize ${event.compressedSize}.`);
  }
  if (event.end < event.start) return refuse('The segment ends before it starts.');
  if (event.end - event.start > REPLAY_SEGMENT_MAX_DURATION_MS) {
    return refuse(`The segment spans more than ${REPLAY_SEGMENT_MAX_DURATION_MS / 60_000} minutes.`);
  }
  // Only one record too large on its own may exceed the limit: alone, or (a long page's full
  // snapshot) with the meta record that announces it.
  const oversize = event.rawSize > REPLAY_SEGMENT_MAX_RAW_BYTES;
  const tooManyForOversize = `A segment of several records holds at most ${REPLAY_SEGMENT_MAX_RAW_BYTES} raw bytes, unless it is a full snapshot and its meta record.`;
  if (oversize && !(event.recordsCount === 1 || (event.recordsCount === 2 && event.hasFullSnapshot))) {
    return refuse(tooManyForOversize);
  }
  const raw = inflate(segment);
  if (!raw.ok) return raw;
  if (raw.value.byteLength !== event.rawSize) {
    return refuse(`The segment inflates to ${raw.value.byteLength} bytes, not rawSize ${event.rawSize}.`);
  }
  let records: unknown;
  try {
    records = JSON.parse(raw.value.toString('utf8'));
  } catch {
    return refuse('The segment is not a JSON array of records.');
  }
  if (!Array.isArray(records) || !records.every(isRecord)) {
    return refuse('The segment is not a JSON array of records (each with a type 0-6 and a timestamp).');
  }
  if (records.length !== event.recordsCount) {
    return refuse(`The segment holds ${records.length} records, not recordsCount ${event.recordsCount}.`);
  }
  if (records[0]?.timestamp !== event.start || records.at(-1)?.timestamp !== event.end) {
    return refuse('The first and last records are not at the segment start and end.');
  }
  if (records.some((record) => record.type === FULL_SNAPSHOT) !== event.hasFullSnapshot) {
    return refuse('hasFullSnapshot does not match the records.');
  }
  if (oversize && records.length === 2 && (records[0]?.type !== META || records[1]?.type !== FULL_SNAPSHOT)) {
    return refuse(tooManyForOversize);
  }
  return { ok: true, value: records };
}

function inflate(segment: Uint8Array): Checked<Buffer> {
  if (segment[0] !== 0x1f || segment[1] !== 0x8b) return refuse('The segment is not gzip data.');
  try {
    return { ok: true, value: gunzipSync(segment, { maxOutputLength: REPLAY_MAX_DECOMPRESSED_BYTES }) };
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      return refuse(`The segment inflates past ${REPLAY_MAX_DECOMPRESSED_BYTES / 1024 / 1024} MB.`, 413);
    }
    return refuse('The segment is not valid gzip data.');
  }
}

function isRecord(value: unknown): value is ReplayRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { type, timestamp } = value as { type?: unknown; timestamp?: unknown };
  return (
    typeof type === 'number' &&
    Number.isInteger(type) &&
    type >= 0 &&
    type <= MAX_RECORD_TYPE &&
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp)
  );
}
