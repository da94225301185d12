import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_WAIT_MAX_TRIES, SCRIPT_WAIT_TOTAL_MS, ScriptWaitTimeout, waitForGlobal } from './script-wait';

afterEach(() => vi.useRealTimers());

describe('the script-wait helper', () => {
  it('tries at most 800 times over 30,000 ms, then gives up', async () => {
    vi.useFakeTimers();
    const reads = vi.fn(() => undefined);
    const scope = Object.defineProperty({}, 'Widget', { get: reads }) as Record<string, unknown>;
    const waiting = waitForGlobal('Widget', { scope });
    const outcome = waiting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SCRIPT_WAIT_TOTAL_MS);
    expect(await outcome).toBeInstanceOf(ScriptWaitTimeout);
    expect(reads).toHaveBeenCalledTimes(SCRIPT_WAIT_MAX_TRIES);
    expect([SCRIPT_WAIT_MAX_TRIES, SCRIPT_WAIT_TOTAL_MS]).toEqual([800, 30_000]);
  });

  it('resolves with the global as soon as the script defines it', async () => {
    vi.useFakeTimers();
    const scope: Record<string, unknown> = {};
    const waiting = waitForGlobal('Widget', { scope });
    await vi.advanceTimersByTimeAsync(1_000);
    scope.Widget = { open: true };
    await vi.advanceTimersByTimeAsync(40);
    await expect(waiting).resolves.toEqual({ open: true });
  });
});
