import { describe, expect, it } from 'vitest';
import type { HttpError } from '../errors';
import { JobLimiter } from './job-limiter';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('JobLimiter', () => {
  it('runs at most maxActive jobs at once and queues the rest in order', async () => {
    const limiter = new JobLimiter(2, 10);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const jobs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.queued).toBe(1);
    gates[0]?.resolve();
    await jobs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect(limiter.running).toBe(2);
    gates[1]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(limiter.running).toBe(0);
  });

  it('answers 503 with Retry-After once the queue is full, and frees the slot of a failed job', async () => {
    const limiter = new JobLimiter(1, 0);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    await expect(limiter.run(async () => 'never')).rejects.toMatchObject({
      status: 503,
      headers: { 'retry-after': '1' },
    } satisfies Partial<HttpError>);
    gate.resolve();
    await first;
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'ok')).toBe('ok');
  });
});
