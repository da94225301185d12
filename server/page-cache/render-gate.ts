// At most N page renders at once; the rest wait their turn in arrival order. Rendering is CPU work
// on one thread, so admitting every request at once does not finish any of them sooner: it only
// holds that many React trees, loader results and output buffers in memory together (under 50
// concurrent uncached requests the process grew past 500 MB; see docs/performance.md).

export interface RenderGate {
  /** Runs `work` once a slot is free; the slot is released when it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Renders running now, and waiting. */
  readonly active: number;
  readonly waiting: number;
}

export function createRenderGate(limit: number): RenderGate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('A render gate needs a limit of at least 1');
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active < limit) active += 1;
      // The slot passes straight from the finishing render to the next in line (active unchanged).
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
