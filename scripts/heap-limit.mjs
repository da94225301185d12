// The site process's V8 heap limit (MEMORY_LIMIT_MB). Without one, V8 sizes the heap to the
// allocation rate under a default limit of about a quarter of the machine (4 GB here), and an
// uncached site under load grew to 860 MB of RSS. Plain JavaScript: `npm start` decides this before
// anything else is loaded, and V8 takes the limit only when a process starts.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Below this the site's own code and one render do not fit. */
export const MIN_HEAP_MB = 64;
/** Enough for the page cache's default 64 MB, renders in flight and the content cache. */
export const MAX_DEFAULT_HEAP_MB = 256;
/** Set on the process that runs with the limit, so that it never relaunches itself. */
const LIMITED_MARKER = 'SHIFTLANE_HEAP_LIMIT_APPLIED';

/** The memory this process may use: its container's limit (cgroup v2 or v1), else the machine's. */
export function availableMemoryBytes(read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')) {
  for (const file of ['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes']) {
    const value = Number(read(file).trim());
    // "max" (no limit) is not a number; v1 says "no limit" with a number near 2^63.
    if (Number.isFinite(value) && value > 0 && value < 2 ** 50) return Math.min(value, os.totalmem());
  }
  return os.totalmem();
}

/**
 * MEMORY_LIMIT_MB when set, else a quarter of the available memory, between 64 and 256 MB: the
 * figure that kept the uncached benchmark's RSS under 400 MB on a 24 GB machine.
 */
export function heapLimitMb(env = process.env, memoryBytes = availableMemoryBytes()) {
  const configured = env.MEMORY_LIMIT_MB;
  if (configured !== undefined && configured !== '') {
    const value = Number(configured);
    if (!Number.isInteger(value) || value < MIN_HEAP_MB) {
      throw new Error(`MEMORY_LIMIT_MB must be a whole number of megabytes, at least ${MIN_HEAP_MB}`);
    }
    return value;
  }
  const quarter = Math.floor(memoryBytes / 2 ** 20 / 4);
  return Math.max(MIN_HEAP_MB, Math.min(MAX_DEFAULT_HEAP_MB, quarter));
}

/**
 * The node arguments that apply `limitMb`: the old generation's limit, and a young generation
 * sized with it (a sixteenth, 4 to 32 MB a semi-space). Left to itself, Node 24 gives the young
 * generation up to 3 × 64 MB whatever the old generation's limit, most of a small budget.
 */
export function heapArguments(limitMb) {
  const semiSpaceMb = Math.max(4, Math.min(32, Math.round(limitMb / 16)));
  return [`--max-old-space-size=${limitMb}`, `--max-semi-space-size=${semiSpaceMb}`];
}

/**
 * Runs this very script again with the heap limit, unless it already runs with one: in place where
 * Node can (process.execve, same pid, nothing to supervise), else as a child whose exit is this
 * process's exit and which stops when this process goes (scripts/site.ts watches its IPC channel).
 * Returns only in the process that has the limit.
 */
export async function relaunchWithHeapLimit() {
  if (process.env[LIMITED_MARKER]) return;
  let limitMb;
  try {
    limitMb = heapLimitMb();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const env = { ...process.env, [LIMITED_MARKER]: String(limitMb) };
  const args = [...heapArguments(limitMb), ...process.execArgv, ...process.argv.slice(1)];
  if (typeof process.execve === 'function') {
    process.execve(process.execPath, [process.execPath, ...args], env);
  }
  const { spawn } = await import('node:child_process');
  // A process group of its own: a terminal's Ctrl-C reaches this launcher only, which passes it on
  // once (twice would mean "stop now" to the site).
  const child = spawn(process.execPath, args, {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env,
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise((resolve) => child.once('exit', (...ended) => resolve(ended)));
  process.exit(code ?? (signal ? 1 : 0));
}
