// The tracking API for server-side sources: Segment's HTTP Tracking API (POST /v1/batch, /v1/track,
// /v1/identify, /v1/page, /v1/screen, /v1/group, /v1/alias), so a backend, a CRM or Segment's own
// libraries send events to the site as they would to Segment. A source authenticates with a write
// key from ANALYTICS_WRITE_KEYS (HTTP Basic, the key as user name, or `writeKey` in the body, as
// Segment takes it), bodies may be gzipped, and Segment's limits hold: 32 KB a call or message,
// 500 KB a batch. Answers are Segment's: 200 {"success":true}, 400 for a body that is too large or
// not JSON, and, here, 401 for an unknown key. A batch keeps its valid messages and names the ones
// it refused; messages are stored once per messageId, beside the browser client's, and forwarded
// with them.
import { createHash, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { config, type WriteKey } from '../../config/index';
import { logger } from '../logging/logger.server';
import { readBoundedBody, TOO_LARGE_HEADERS } from '../security/bounded-body.server';
import { database } from '../database.server';
import { storeAnalyticsMessages } from './event-store.server';
import { wakeForwarder } from './forwarder.server';
import {
  MAX_BATCH_BYTES,
  MAX_MESSAGE_BYTES,
  SEGMENT_CALLS,
  segmentMessage,
  type Envelope,
  type SegmentCall,
  type SegmentMessage,
} from './segment-spec.server';

const gunzipAsync = promisify(gunzip);

export type TrackingCall = SegmentCall | 'batch';
export const TRACKING_CALLS: readonly TrackingCall[] = ['batch', ...SEGMENT_CALLS];

/** How many refused messages a batch's answer names (the rest are counted). */
const NAMED_REFUSALS = 20;

function isSegmentCall(call: string | undefined): call is SegmentCall {
  return SEGMENT_CALLS.includes(call as SegmentCall);
}

function isTrackingCall(call: string | undefined): call is TrackingCall {
  return TRACKING_CALLS.includes(call as TrackingCall);
}

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

function refused(status: number, message: string, headers: Record<string, string> = {}) {
  return answer(status, { success: false, message }, headers);
}

function unauthorized(): Response {
  return refused(401, 'Unknown or missing write key. Send it as the HTTP Basic user name.', {
    'WWW-Authenticate': 'Basic realm="tracking API", charset="UTF-8"',
  });
}

/** The write key of an `Authorization: Basic` header (the user name; the password is empty). */
export function basicAuthUser(header: string | null): string | undefined {
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  return separator === -1 ? decoded : decoded.slice(0, separator);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The configured source a key belongs to; compared in constant time, so a key cannot be guessed by timing. */
export function sourceOf(key: string | undefined, keys: readonly WriteKey[]): WriteKey | undefined {
  if (!key) return undefined;
  const offered = digest(key);
  let found: WriteKey | undefined;
  for (const each of keys) if (timingSafeEqual(offered, digest(each.key))) found ??= each;
  return found;
}

type Body = { ok: true; json: unknown } | { ok: false; response: Response };

/** The body as JSON: gzipped or not, never more than `maxBytes` read or inflated. */
async function readJson(request: Request, maxBytes: number): Promise<Body> {
  const tooLarge = (): Body => ({
    ok: false,
    response: refused(400, `The body is larger than ${maxBytes / 1024} KB.`, TOO_LARGE_HEADERS),
  });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return { ok: false, response: refused(415, 'Send the body as application/json.') };
  }
  const encoding = (request.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && encoding !== 'gzip') {
    return { ok: false, response: refused(415, 'The body may be sent as it is or gzipped, nothing else.') };
  }
  let bytes: Uint8Array;
  try {
    const body = await readBoundedBody(request, maxBytes);
    if (!body.ok) return tooLarge();
    bytes = body.bytes;
  } catch {
    return { ok: false, response: refused(400, 'The body could not be read to its end.') };
  }
  if (encoding === 'gzip') {
    try {
      bytes = await gunzipAsync(bytes, { maxOutputLength: maxBytes });
    } catch (error) {
      if (error instanceof RangeError) return tooLarge();
      return { ok: false, response: refused(400, 'The body is not valid gzip.') };
    }
  }
  try {
    return { ok: true, json: JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown };
  } catch {
    return { ok: false, response: refused(400, 'The body is not valid JSON.') };
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalObject(value: unknown): Record<string, unknown> | undefined {
  return isObject(value) ? value : undefined;
}

function optionalTime(value: unknown): string | undefined {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

interface Refusal {
  index: number;
  messageId?: string;
  reason: string;
}

/** The messages of a body: a batch's, or the one a single call carries. */
function messagesOf(call: TrackingCall, body: Record<string, unknown>, receivedAt: Date) {
  const accepted: SegmentMessage[] = [];
  const refusals: Refusal[] = [];
  const envelope: Envelope = { sentAt: optionalTime(body.sentAt), receivedAt };
  const items: { raw: unknown; call: string | undefined }[] =
    call === 'batch'
      ? (body.batch as unknown[]).map((raw) => ({
          raw,
          call: isObject(raw) && typeof raw.type === 'string' ? raw.type : undefined,
        }))
      : [{ raw: body, call }];
  if (call === 'batch') {
    envelope.context = optionalObject(body.context);
    envelope.integrations = optionalObject(body.integrations);
  }
  items.forEach(({ raw, call: itemCall }, index) => {
    const messageId =
      isObject(raw) && typeof raw.messageId === 'string' ? raw.messageId.slice(0, 200) : undefined;
    if (!isSegmentCall(itemCall)) {
      refusals.push({ index, messageId, reason: `type must be one of ${SEGMENT_CALLS.join(', ')}` });
      return;
    }
    const verdict = segmentMessage(raw, itemCall, envelope);
    if (verdict.ok) accepted.push(verdict.message);
    else refusals.push({ index, messageId, reason: verdict.reason });
  });
  return { accepted, refusals };
}

/** Answers one call to /v1/{call}. */
export async function trackingApiCall(request: Request, call: string | undefined): Promise<Response> {
  if (!isTrackingCall(call)) {
    return refused(404, `No such call. Use ${TRACKING_CALLS.map((each) => `/v1/${each}`).join(', ')}.`);
  }
  if (request.method !== 'POST') return refused(405, 'Method not allowed. Use POST.', { Allow: 'POST' });
  const keys = config().tracking.analyticsWriteKeys;
  // A key in the header is checked before a byte of the body is read.
  const headerKey = basicAuthUser(request.headers.get('authorization'));
  if (headerKey !== undefined && !sourceOf(headerKey, keys)) return unauthorized();

  const body = await readJson(request, call === 'batch' ? MAX_BATCH_BYTES : MAX_MESSAGE_BYTES);
  if (!body.ok) return body.response;
  if (!isObject(body.json)) return refused(400, 'The body must be a JSON object.');
  const source = sourceOf(
    headerKey ?? (typeof body.json.writeKey === 'string' ? body.json.writeKey : undefined),
    keys,
  );
  if (!source) return unauthorized();
  if (call === 'batch' && (!Array.isArray(body.json.batch) || body.json.batch.length === 0)) {
    return refused(400, 'A batch needs a non-empty "batch" array of messages.');
  }

  const { accepted, refusals } = messagesOf(call, body.json, new Date());
  const named = refusals.slice(0, NAMED_REFUSALS);
  if (accepted.length === 0) {
    const first = refusals[0];
    return answer(400, {
      success: false,
      message:
        call === 'batch'
          ? 'No message of the batch was valid.'
          : `Invalid message: ${first?.reason ?? 'malformed'}`,
      ...(call === 'batch' ? { rejected: named } : {}),
    });
  }
  try {
    await storeAnalyticsMessages(await database(), accepted, source.name);
  } catch (error) {
    logger.error('Tracking API messages could not be stored:', error);
    // 503: Segment's libraries retry it.
    return refused(503, 'Analytics is unavailable for a moment; send the batch again.', {
      'Retry-After': '30',
    });
  }
  wakeForwarder();
  if (refusals.length > 0) {
    logger.warn(
      `Tracking API: ${refusals.length} of a batch from ${source.name} refused: ${refusals[0]?.reason}`,
    );
    return answer(200, { success: true, accepted: accepted.length, rejected: named });
  }
  return answer(200, { success: true });
}
