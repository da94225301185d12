// §9 "script-wait helper": after a third-party script is added, wait for the global it defines,
// trying at most 800 times over 30,000 ms (one try every 37.5 ms).

export const SCRIPT_WAIT_MAX_TRIES = 800;
export const SCRIPT_WAIT_TOTAL_MS = 30_000;

export interface ScriptWaitOptions {
  maxTries?: number;
  totalMs?: number;
  /** Where the global lives; the window in the browser. */
  scope?: Record<string, unknown>;
}

export class ScriptWaitTimeout extends Error {
  override name = 'ScriptWaitTimeout';
}

/** Resolves with the global's value once it is defined; rejects after the last try. */
export function waitForGlobal(name: string, options: ScriptWaitOptions = {}): Promise<unknown> {
  const maxTries = options.maxTries ?? SCRIPT_WAIT_MAX_TRIES;
  const intervalMs = (options.totalMs ?? SCRIPT_WAIT_TOTAL_MS) / maxTries;
  const scope = options.scope ?? (globalThis as unknown as Record<string, unknown>);
  return new Promise((resolve, reject) => {
    let tries = 0;
    const attempt = () => {
      tries += 1;
      const value = scope[name];
      if (value !== undefined && value !== null) resolve(value);
      else if (tries >= maxTries) {
        reject(new ScriptWaitTimeout(`${name} was not defined after ${maxTries} tries`));
      } else setTimeout(attempt, intervalMs);
    };
    attempt();
  });
}
