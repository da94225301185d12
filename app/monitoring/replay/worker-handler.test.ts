import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createReplayWorkerHandler, gzip } from './worker-handler';
import type { WorkerResponse } from './worker-protocol';
import { clickRecord, fullSnapshotRecord, mutationRecord } from './test-records';

function handler() {
  const posted: Array<{ message: WorkerResponse; transfer: Transferable[] }> = [];
  const exit = vi.fn();
  const handle = createReplayWorkerHandler({
    post: (message, transfer) => posted.push({ message, transfer }),
    setTimeout: () => 0,
    clearTimeout: () => {},
    exit,
  });
  const segments = () => posted.flatMap(({ message }) => (message.type === 'segment' ? [message] : []));
  return { handle, posted, segments, exit };
}

/** Compression is asynchronous (and slow the first time): wait for the posts. */
const settle = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 5 });

describe('replay worker message handler', () => {
  it('builds, compresses and posts a segment whose gunzip is the records, with exact sizes', async () => {
    const { handle, posted, segments } = handler();
    const records = [fullSnapshotRecord(1_000), mutationRecord(1_010), clickRecord(1_020)];
    handle({ type: 'view', viewId: 'v1' });
    handle({ type: 'records', records: records.slice(0, 2) });
    handle({ type: 'records', records: records.slice(2) });
    handle({ type: 'close', cause: 'page_hidden' });
    await settle(() => expect(segments()).toHaveLength(1));
    const [segment] = segments();
    expect(segment).toBeDefined();
    const raw = gunzipSync(segment!.data);
    expect(JSON.parse(raw.toString('utf8'))).toEqual(records);
    expect(segment!.meta).toEqual({
      viewId: 'v1',
      index: 0,
      start: 1_000,
      end: 1_020,
      recordsCount: 3,
      rawSize: raw.byteLength,
      compressedSize: segment!.data.byteLength,
      hasFullSnapshot: true,
      creationReason: 'init',
      closedBy: 'page_hidden',
    });
    expect(posted[0]!.transfer).toEqual([segment!.data.buffer]);
  });

  it('posts segments in the order they were closed, across views', async () => {
    const { handle, segments } = handler();
    handle({ type: 'view', viewId: 'v1' });
    handle({ type: 'records', records: [fullSnapshotRecord(1)] });
    handle({ type: 'view', viewId: 'v2' });
    handle({ type: 'records', records: [fullSnapshotRecord(2)] });
    handle({ type: 'close', cause: 'page_hidden' });
    handle({ type: 'records', records: [clickRecord(3)] });
    handle({ type: 'close', cause: 'page_hidden' });
    await settle(() => expect(segments()).toHaveLength(3));
    expect(segments().map(({ meta }) => [meta.viewId, meta.index, meta.creationReason])).toEqual([
      ['v1', 0, 'init'],
      ['v2', 0, 'view_change'],
      ['v2', 1, 'page_hidden'],
    ]);
  });

  it('after stop: posts the last segment, then exits and ignores further messages', async () => {
    const { handle, segments, exit } = handler();
    handle({ type: 'view', viewId: 'v1' });
    handle({ type: 'records', records: [clickRecord(1)] });
    handle({ type: 'close', cause: 'stop' });
    handle({ type: 'records', records: [clickRecord(2)] });
    handle({ type: 'close', cause: 'page_hidden' });
    await settle(() => expect(exit).toHaveBeenCalledOnce());
    expect(segments().map(({ meta }) => meta.closedBy)).toEqual(['stop']);
  });

  it('gzip output is a real gzip stream', async () => {
    const data = await gzip('[{"a":"é"}]');
    expect(data[0]).toBe(0x1f);
    expect(data[1]).toBe(0x8b);
    expect(gunzipSync(data).toString('utf8')).toBe('[{"a":"é"}]');
  });
});
