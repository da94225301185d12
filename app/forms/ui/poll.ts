// Waiting for something that appears on its own (a loaded form definition, a form in the page):
// check every `intervalMs` until it is there or `timeoutMs` have passed (§9 timers: the marketing
// form polls every 5 ms up to 5,000 ms; the prefill helper every 1 s for up to 10 tries).
export interface PollOptions {
  intervalMs: number;
  /** Give up after this long (checks stop at the first one past it). */
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Resolves with the first truthy value of `check`, or undefined on timeout or abort. */
export function pollUntil<T>(
  check: () => T | undefined | null | false,
  options: PollOptions,
): Promise<T | undefined> {
  return new Promise((resolve) => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      resolve(undefined);
    };
    options.signal?.addEventListener('abort', stop, { once: true });
    const tick = () => {
      if (options.signal?.aborted) return stop();
      const value = check();
      if (value) {
        options.signal?.removeEventListener('abort', stop);
        return resolve(value);
      }
      if (Date.now() - started >= options.timeoutMs) return stop();
      timer = setTimeout(tick, options.intervalMs);
    };
    tick();
  });
}
