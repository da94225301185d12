// Batches the delivery of DOM mutation records (requirements §9: "mutation batch 16 ms with 100 ms
// timeout"). rrweb emits each mutation record itself; they are held and handed on together when
// the browser is idle (within MUTATION_BATCH_TIMEOUT_MS), never sooner than MUTATION_BATCH_MS after
// the previous hand-off. Records are not merged: a mutation's removes and adds must stay in their
// own record for playback. Any other record first hands on the pending mutations, keeping order.
import { EventType, IncrementalSource } from 'rrweb';
import { MUTATION_BATCH_MS, MUTATION_BATCH_TIMEOUT_MS } from '../monitoring-events';
import type { ReplayRecord } from './worker-protocol';

export interface BatchScheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** requestIdleCallback where the browser has it (Safari does not). */
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  cancelIdleCallback?: (handle: unknown) => void;
}

export function isMutationRecord(record: ReplayRecord): boolean {
  return record.type === EventType.IncrementalSnapshot && record.data.source === IncrementalSource.Mutation;
}

export function createMutationBatcher(deliver: (records: ReplayRecord[]) => void, scheduler: BatchScheduler) {
  let pending: ReplayRecord[] = [];
  let lastHandOff = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  let idle: unknown = null;

  const cancel = () => {
    if (timer !== null) scheduler.clearTimeout(timer);
    if (idle !== null) scheduler.cancelIdleCallback?.(idle);
    timer = idle = null;
  };

  const flush = () => {
    cancel();
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    lastHandOff = scheduler.now();
    deliver(batch);
  };

  const whenIdle = () => {
    timer = null;
    if (scheduler.requestIdleCallback) {
      idle = scheduler.requestIdleCallback(flush, { timeout: MUTATION_BATCH_TIMEOUT_MS });
    } else {
      flush();
    }
  };

  return {
    push(record: ReplayRecord): void {
      if (!isMutationRecord(record)) {
        flush();
        deliver([record]);
        return;
      }
      pending.push(record);
      if (timer !== null || idle !== null) return;
      const wait = Math.max(0, lastHandOff + MUTATION_BATCH_MS - scheduler.now());
      timer = scheduler.setTimeout(whenIdle, wait);
    },
    /** Hands on pending mutations now (view change, page hidden, stop). */
    flush,
  };
}

export type MutationBatcher = ReturnType<typeof createMutationBatcher>;
