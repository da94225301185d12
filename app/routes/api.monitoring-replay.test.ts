// The replay intake: a valid segment is stored once and inflates back; every malformed upload is
// refused with a clear 4xx and leaves nothing behind.
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  REPLAY_SEGMENT_MAX_DURATION_MS,
  REPLAY_SEGMENT_MAX_RAW_BYTES,
} from '../monitoring/monitoring-events';
import {
  fixtureRecords,
  fixtureSegment,
  replayForm,
  type FixtureSegment,
} from '../monitoring/admin/test-fixtures';
import { readSessionReplay } from '../monitoring/replay-store.server';
import { database } from '../database.server';
import { config } from '../../config/index';
import { overrideConfig } from '../../config/test-config';
import { action } from './api.monitoring-replay';

overrideConfig({ SQLITE_PATH: ':memory:', LOG_LEVEL: 'error' });

const ORIGIN = 'http://127.0.0.1:3000';
let address = 0;
let session = 0;
let sessionId = '';

beforeEach(() => {
  session += 1;
  sessionId = `replay-session-${session}`;
});

async function post(
  body: BodyInit,
  options: { token?: string | null; headers?: Record<string, string> } = {},
) {
  address += 1;
  const token = options.token === undefined ? config().monitoring.clientToken : options.token;
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  // Let Request serialise the form, then send its bytes with the boundary it chose.
  const prepared = new Request(`${ORIGIN}/api/monitoring/replay${query}`, { method: 'POST', body });
  const bytes = new Uint8Array(await prepared.arrayBuffer());
  const request = new Request(prepared.url, {
    method: 'POST',
    body: bytes,
    headers: {
      'content-type': prepared.headers.get('content-type') ?? 'application/octet-stream',
      'content-length': String(bytes.byteLength),
      origin: ORIGIN,
      'x-forwarded-for': `10.3.0.${address % 250}`,
      ...options.headers,
    },
  });
  return action({ request, params: {}, context: {} } as never);
}

async function storedCount(id = sessionId): Promise<number> {
  const row = await (
    await database()
  )
    .selectFrom('monitoring_replay_segments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('session_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function expectRefused(upload: FixtureSegment | FormData, status: number, text: RegExp) {
  const response = await post(upload instanceof FormData ? upload : replayForm(upload));
  expect(response.status).toBe(status);
  expect(await response.text()).toMatch(text);
  expect(await storedCount()).toBe(0);
}

describe('POST /api/monitoring/replay', () => {
  it('stores a valid segment once, and it inflates back to the recorded records', async () => {
    const upload = fixtureSegment({ sessionId });
    expect((await post(replayForm(upload))).status).toBe(204);
    expect((await post(replayForm(upload))).status).toBe(204);
    expect(await storedCount()).toBe(1);
    const replay = await readSessionReplay(await database(), sessionId);
    expect(replay.records).toEqual(fixtureRecords());
    expect(replay.segments).toMatchObject([
      { viewId: 'view-1', index: 0, recordsCount: 3, hasFullSnapshot: true, creationReason: 'init' },
    ]);
  });

  it('accepts the event as a plain string field too', async () => {
    const upload = fixtureSegment({ sessionId });
    const form = new FormData();
    form.append('segment', new Blob([upload.segment]), 'segment');
    form.append('event', JSON.stringify(upload.event));
    expect((await post(form)).status).toBe(204);
    expect(await storedCount()).toBe(1);
  });

  it('refuses a missing or wrong token, and a wrong application id', async () => {
    const upload = fixtureSegment({ sessionId });
    for (const token of [null, 'not-the-token']) {
      const response = await post(replayForm(upload), { token });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Unknown monitoring client token.');
    }
    await expectRefused(fixtureSegment({ sessionId, applicationId: 'someone-else' }), 400, /application id/);
    expect(await storedCount()).toBe(0);
  });

  it('refuses segments whose event does not describe them', async () => {
    const records = fixtureRecords();
    await expectRefused(fixtureSegment({ sessionId }, { rawSize: 999 }), 400, /rawSize/);
    await expectRefused(fixtureSegment({ sessionId }, { compressedSize: 5 }), 400, /compressedSize/);
    await expectRefused(fixtureSegment({ sessionId }, { recordsCount: 2 }), 400, /recordsCount/);
    await expectRefused(fixtureSegment({ sessionId }, { hasFullSnapshot: false }), 400, /hasFullSnapshot/);
    await expectRefused(
      fixtureSegment({ sessionId }, { end: records[2]!.timestamp + 1 }),
      400,
      /start and end/,
    );
    const notGzip = new Uint8Array(Buffer.from(JSON.stringify(records)));
    const plain = fixtureSegment({ sessionId });
    await expectRefused(
      { event: { ...plain.event, compressedSize: notGzip.byteLength }, segment: notGzip },
      400,
      /not gzip/,
    );
    const badType = fixtureSegment({
      sessionId,
      records: [...records, { type: 9, timestamp: records[2]!.timestamp }],
    });
    await expectRefused(badType, 400, /type 0-6/);
  });

  it('refuses a gzip bomb with 413', async () => {
    const bomb = new Uint8Array(gzipSync(Buffer.alloc(5 * 1024 * 1024, 0x20)));
    const base = fixtureSegment({ sessionId });
    await expectRefused(
      {
        event: { ...base.event, rawSize: 5 * 1024 * 1024, recordsCount: 1, compressedSize: bomb.byteLength },
        segment: bomb,
      },
      413,
      /inflates past 4 MB/,
    );
  });

  it('keeps the §9 limits: 60,000 raw bytes for several records, 5 minutes', async () => {
    const start = fixtureRecords()[0]!.timestamp;
    const padding = (size: number) => ({
      type: 5,
      timestamp: start + 1,
      data: { tag: 'pad', payload: 'x'.repeat(size) },
    });
    const base = [{ type: 4, timestamp: start, data: {} }, padding(0)];
    const overhead = Buffer.byteLength(JSON.stringify(base));
    const records = [base[0]!, padding(REPLAY_SEGMENT_MAX_RAW_BYTES + 1 - overhead)];
    const tooBig = fixtureSegment({ sessionId, records });
    expect(tooBig.event.rawSize).toBe(REPLAY_SEGMENT_MAX_RAW_BYTES + 1);
    await expectRefused(tooBig, 400, /60000 raw bytes/);
    // One record alone may be larger (a full snapshot of a long page).
    const single = fixtureSegment({ sessionId, records: [padding(REPLAY_SEGMENT_MAX_RAW_BYTES)] });
    expect((await post(replayForm(single))).status).toBe(204);
    // So may a long page's full snapshot with the meta record before it, and nothing else in two.
    const snapshot = {
      type: 2,
      timestamp: start + 1,
      data: { node: { type: 0, id: 1, childNodes: [] }, pad: 'x'.repeat(REPLAY_SEGMENT_MAX_RAW_BYTES) },
    };
    const announced = fixtureSegment({ sessionId, records: [base[0]!, snapshot] });
    expect((await post(replayForm(announced))).status).toBe(204);
    sessionId = `${sessionId}-unannounced`;
    const unannounced = fixtureSegment({
      sessionId,
      records: [padding(0), { ...snapshot, timestamp: start + 2 }],
    });
    await expectRefused(unannounced, 400, /60000 raw bytes/);
    sessionId = `${sessionId}-long`;
    const long = [
      { type: 4, timestamp: start, data: {} },
      { type: 3, timestamp: start + REPLAY_SEGMENT_MAX_DURATION_MS + 1, data: {} },
    ];
    await expectRefused(fixtureSegment({ sessionId, records: long }), 400, /5 minutes/);
  });

  it('refuses missing fields, other content types and oversized bodies', async () => {
    const upload = fixtureSegment({ sessionId });
    const noEvent = new FormData();
    noEvent.append('segment', new Blob([upload.segment]), 'segment');
    await expectRefused(noEvent, 400, /`event`/);
    const noSegment = new FormData();
    noSegment.append('event', JSON.stringify(upload.event));
    await expectRefused(noSegment, 400, /`segment`/);
    const brokenJson = new FormData();
    brokenJson.append('segment', new Blob([upload.segment]), 'segment');
    brokenJson.append('event', '{nope');
    await expectRefused(brokenJson, 400, /not valid JSON/);
    const wrongType = new FormData();
    wrongType.append('segment', new Blob([upload.segment]), 'segment');
    wrongType.append('event', JSON.stringify({ ...upload.event, index: 'first' }));
    await expectRefused(wrongType, 400, /index/);
    const asJson = await post(JSON.stringify(upload.event), {
      headers: { 'content-type': 'application/json' },
    });
    expect(asJson.status).toBe(415);
    const huge = new FormData();
    huge.append('segment', new Blob([new Uint8Array(600 * 1024)]), 'segment');
    huge.append('event', JSON.stringify(upload.event));
    await expectRefused(huge, 413, /larger than 512 KB/);
    expect(await storedCount()).toBe(0);
  });
  it('counts the bytes it reads, whatever Content-Length claims', async () => {
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 10) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(`${ORIGIN}/api/monitoring/replay?token=${config().monitoring.clientToken}`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '100', origin: ORIGIN },
    } as RequestInit);
    const response = await action({ request, params: {}, context: {} } as never);
    expect(response.status).toBe(413);
  });
});
