import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { gated } from './page-handler';
import { createRenderGate } from './render-gate';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('render gate', () => {
  it('runs at most `limit` at once and the rest in arrival order', async () => {
    const gate = createRenderGate(2);
    const started: number[] = [];
    const jobs = [0, 1, 2, 3].map(() => deferred());
    const runs = jobs.map((job, index) =>
      gate.run(async () => {
        started.push(index);
        await job.promise;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([gate.active, gate.waiting]).toEqual([2, 2]);
    jobs[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]!.resolve();
    jobs[2]!.resolve();
    jobs[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a render fails', async () => {
    const gate = createRenderGate(1);
    const failing = deferred();
    const first = gate.run(() => failing.promise);
    const second = gate.run(async () => 'second');
    failing.reject(new Error('render failed'));
    await expect(first).rejects.toThrow('render failed');
    expect(await second).toBe('second');
    expect(gate.active).toBe(0);
  });

  it('refuses a limit below 1', () => {
    expect(() => createRenderGate(0)).toThrow();
  });
});

describe('gated page handler', () => {
  // Only what gated() reads of Express's request and response.
  function exchange(path: string, { closed = false } = {}) {
    const response = Object.assign(new EventEmitter(), { closed, writableFinished: false });
    return {
      request: { path } as unknown as Request,
      response: response as unknown as Response,
      raw: response,
    };
  }

  it('holds a slot until the response is finished, and lets intakes and admin pages through', async () => {
    const gate = createRenderGate(1);
    const handled: string[] = [];
    const handler = gated(gate, (request) => {
      handled.push(request.path);
    });
    const page = exchange('/pricing');
    void handler(page.request, page.response, () => undefined);
    const second = exchange('/blog');
    void handler(second.request, second.response, () => undefined);
    const intake = exchange('/api/monitoring');
    void handler(intake.request, intake.response, () => undefined);
    await tick();
    expect(handled).toEqual(['/pricing', '/api/monitoring']);
    page.raw.emit('finish');
    await tick();
    expect(handled).toEqual(['/pricing', '/api/monitoring', '/blog']);
  });

  it('does not render for a visitor who left while waiting', async () => {
    const gate = createRenderGate(1);
    const handled: string[] = [];
    const handler = gated(gate, (request) => {
      handled.push(request.path);
    });
    const first = exchange('/pricing');
    void handler(first.request, first.response, () => undefined);
    const gone = exchange('/blog', { closed: true });
    void handler(gone.request, gone.response, () => undefined);
    first.raw.emit('close');
    await tick();
    await tick();
    expect(handled).toEqual(['/pricing']);
    expect(gate.active).toBe(0);
  });
});
