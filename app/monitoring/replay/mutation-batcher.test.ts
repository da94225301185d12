import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MUTATION_BATCH_MS, MUTATION_BATCH_TIMEOUT_MS } from '../monitoring-events';
import { createMutationBatcher, isMutationRecord, type BatchScheduler } from './mutation-batcher';
import { clickRecord, fullSnapshotRecord, mutationRecord } from './test-records';
import type { ReplayRecord } from './worker-protocol';

const timers: BatchScheduler = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A requestIdleCallback on a page that is never idle: it only runs at its timeout. */
const busyPage: BatchScheduler = {
  ...timers,
  requestIdleCallback: (callback, { timeout }) => setTimeout(callback, timeout),
  cancelIdleCallback: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function batcher(scheduler: BatchScheduler) {
  const delivered: Array<{ at: number; records: ReplayRecord[] }> = [];
  const start = Date.now();
  const batches = createMutationBatcher(
    (records) => delivered.push({ at: Date.now() - start, records }),
    scheduler,
  );
  return { batches, delivered };
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('mutation batching', () => {
  it('tells mutation records from the others', () => {
    expect(isMutationRecord(mutationRecord(1))).toBe(true);
    expect(isMutationRecord(clickRecord(1))).toBe(false);
    expect(isMutationRecord(fullSnapshotRecord(1))).toBe(false);
  });

  it('hands mutations on together, each record kept whole, within MUTATION_BATCH_TIMEOUT_MS', () => {
    const { batches, delivered } = batcher(busyPage);
    const first = mutationRecord(1, 1);
    const second = mutationRecord(2, 2);
    batches.push(first);
    batches.push(second);
    vi.advanceTimersByTime(MUTATION_BATCH_TIMEOUT_MS - 1);
    expect(delivered).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(delivered).toEqual([{ at: MUTATION_BATCH_TIMEOUT_MS, records: [first, second] }]);
    expect(delivered[0]!.records[0]).toBe(first);
  });

  it('waits MUTATION_BATCH_MS after the previous hand-off before asking for idle time', () => {
    const idleAskedAt: number[] = [];
    const start = Date.now();
    // An idle page: the idle callback runs 1 ms after it is asked for.
    const { batches, delivered } = batcher({
      ...timers,
      requestIdleCallback: (callback) => {
        idleAskedAt.push(Date.now() - start);
        return setTimeout(callback, 1);
      },
    });
    batches.push(mutationRecord(1));
    vi.advanceTimersByTime(1);
    expect(delivered.map((d) => d.at)).toEqual([1]);
    vi.advanceTimersByTime(4);
    batches.push(mutationRecord(2));
    vi.advanceTimersByTime(1 + MUTATION_BATCH_MS - 5 - 1);
    expect(idleAskedAt).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(idleAskedAt).toEqual([0, 1 + MUTATION_BATCH_MS]);
    vi.advanceTimersByTime(1);
    expect(delivered.map((d) => d.at)).toEqual([1, 2 + MUTATION_BATCH_MS]);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    const { batches, delivered } = batcher(timers);
    batches.push(mutationRecord(1));
    vi.advanceTimersByTime(0);
    batches.push(mutationRecord(2));
    batches.push(mutationRecord(3));
    vi.advanceTimersByTime(MUTATION_BATCH_MS);
    expect(delivered.map((d) => [d.at, d.records.length])).toEqual([
      [0, 1],
      [MUTATION_BATCH_MS, 2],
    ]);
  });

  it('keeps record order: another record first hands on the pending mutations', () => {
    const { batches, delivered } = batcher(busyPage);
    const m1 = mutationRecord(1);
    const m2 = mutationRecord(2);
    const click = clickRecord(3);
    const m3 = mutationRecord(4);
    for (const record of [m1, m2, click, m3]) batches.push(record);
    expect(delivered.map((d) => d.records)).toEqual([[m1, m2], [click]]);
    batches.flush();
    expect(delivered.map((d) => d.records)).toEqual([[m1, m2], [click], [m3]]);
    vi.advanceTimersByTime(MUTATION_BATCH_TIMEOUT_MS * 2);
    expect(delivered).toHaveLength(3);
  });
});
