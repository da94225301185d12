import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLAY_PATH, type ReplaySegmentEvent } from '../monitoring-events';
import {
  buildSegmentForm,
  createSegmentUploader,
  replayUploadUrl,
  UPLOAD_RETRY_DELAY_MS,
  type UploaderDeps,
} from './uploader';

const event: ReplaySegmentEvent = {
  applicationId: 'app-1',
  sessionId: 'sess-1',
  viewId: 'view-1',
  index: 2,
  start: 1,
  end: 2,
  recordsCount: 1,
  rawSize: 10,
  compressedSize: 3,
  hasFullSnapshot: false,
  creationReason: 'init',
};
const data = new Uint8Array([31, 139, 8]);

function uploader(responses: Array<number | 'network-error'>, sendBeacon?: UploaderDeps['sendBeacon']) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift() ?? 204;
    if (next === 'network-error') throw new TypeError('Failed to fetch');
    return { ok: next < 300, status: next };
  });
  const upload = createSegmentUploader('tok en', {
    fetch,
    sendBeacon,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  });
  return { upload, calls, fetch };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('segment multipart body', () => {
  it('has the gzip as `segment` and the event as JSON `event`, and survives the wire', async () => {
    const form = buildSegmentForm(event, data);
    const wire = new Response(form);
    expect(wire.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(await wire.arrayBuffer(), {
      headers: { 'content-type': wire.headers.get('content-type')! },
    }).formData();
    const segment = parsed.get('segment') as File;
    expect(segment.name).toBe('sess-1-view-1-2');
    expect(segment.type).toBe('application/octet-stream');
    expect(new Uint8Array(await segment.arrayBuffer())).toEqual(data);
    const eventPart = parsed.get('event') as File;
    expect(eventPart.type).toBe('application/json');
    expect(JSON.parse(await eventPart.text())).toEqual(event);
  });

  it('posts to the replay path with the token in the query', () => {
    expect(replayUploadUrl('tok en')).toBe(`${REPLAY_PATH}?token=tok%20en`);
  });
});

describe('segment upload', () => {
  it('posts same-origin with keepalive for a small body, without it for a large one', async () => {
    const { upload, calls } = uploader([204, 204]);
    upload.upload(event, data, { beacon: false });
    upload.upload(event, new Uint8Array(70_000), { beacon: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]!.url).toBe(replayUploadUrl('tok en'));
    expect(calls[0]!.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(calls[0]!.init.body).toBeInstanceOf(FormData);
    expect(calls[1]!.init.keepalive).toBe(false);
  });

  it('retries a failed upload once after 5 s, then drops it silently', async () => {
    const errors = vi.spyOn(console, 'error');
    const { upload, fetch } = uploader(['network-error', 503, 204]);
    upload.upload(event, data, { beacon: false });
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('does not retry a refused (4xx) segment', async () => {
    const { upload, fetch } = uploader([400]);
    upload.upload(event, data, { beacon: false });
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uses sendBeacon when the page is hidden, falling back to fetch if it is refused', async () => {
    const beacon = vi.fn((_url: string, _body: FormData) => true);
    const accepted = uploader([], beacon);
    accepted.upload.upload(event, data, { beacon: true });
    expect(beacon).toHaveBeenCalledWith(replayUploadUrl('tok en'), expect.any(FormData));
    expect(accepted.fetch).not.toHaveBeenCalled();

    const refused = uploader([], () => false);
    refused.upload.upload(event, data, { beacon: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.fetch).toHaveBeenCalledOnce();
  });
});
