// The cluster's child processes: each started in a process group of its own (a terminal's Ctrl-C
// reaches the cluster only, which then stops them in order), its output passed on line by line
// under its name, its exits told apart (asked for by the cluster, or unexpected: logged, and the
// others keep running), and stopped with a signal and a deadline, then SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { open, type FileHandle } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

/** Where the cluster's lines go: each child's under its name, and the cluster's own. */
export interface ClusterOutput {
  /** One line of a child's output, or of the cluster's own (name `cluster`). */
  line(name: string, text: string, stream?: 'stdout' | 'stderr'): void;
  /** The last lines of a child, kept for the message when it fails to start. */
  tail(name: string): string[];
}

const TAIL_LINES = 40;
const COLOURS = [36, 33, 35, 32, 34, 91, 92, 93, 94, 95, 96];

/** Lines to this process's stdout/stderr (nothing when quiet), prefixed `[name]`. */
export function createOutput(quiet: boolean): ClusterOutput {
  const tails = new Map<string, string[]>();
  const colours = new Map<string, number>();
  const useColour = !quiet && process.stdout.isTTY && !process.env.NO_COLOR;
  function prefix(name: string): string {
    if (!useColour) return `[${name}]`;
    let colour = colours.get(name);
    if (colour === undefined) {
      colour = name === 'cluster' ? 1 : (COLOURS[colours.size % COLOURS.length] ?? 36);
      colours.set(name, colour);
    }
    return `\u001B[${colour}m[${name}]\u001B[0m`;
  }
  return {
    line(name, text, stream = 'stdout') {
      const kept = tails.get(name) ?? [];
      kept.push(text);
      if (kept.length > TAIL_LINES) kept.shift();
      tails.set(name, kept);
      if (quiet) return;
      (stream === 'stderr' ? process.stderr : process.stdout).write(`${prefix(name)} ${text}\n`);
    },
    tail: (name) => [...(tails.get(name) ?? [])],
  };
}

export interface ProcessSpec {
  name: string;
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /**
   * An IPC channel to the child: the site and the content service stop by themselves when it
   * closes, which it does when the cluster process ends however it ends (SIGKILL included).
   */
  ipc?: boolean;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export function describeExit({ code, signal }: Exit): string {
  return signal ? `signal ${signal}` : `code ${code ?? '?'}`;
}

/** One child process, which may be started again after it exited (a restart). */
export class ManagedProcess {
  private child: ChildProcess | undefined;
  private exit: Promise<Exit> | undefined;
  private stopping = false;

  constructor(
    readonly spec: ProcessSpec,
    private readonly output: ClusterOutput,
    /** Told of an exit the cluster did not ask for. */
    private readonly onUnexpectedExit: (process: ManagedProcess, exit: Exit) => void,
  ) {}

  get name(): string {
    return this.spec.name;
  }

  /** The running process's id; undefined before the first start. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** How the last process exited, or undefined while it runs (or before it started). */
  get lastExit(): Exit | undefined {
    if (!this.child || this.running) return undefined;
    return { code: this.child.exitCode, signal: this.child.signalCode as NodeJS.Signals | null };
  }

  start(): void {
    if (this.running) throw new Error(`${this.name} is already running (pid ${this.pid})`);
    const { command, args, env, cwd, ipc } = this.spec;
    this.stopping = false;
    const child = spawn(command, args, {
      env,
      cwd,
      detached: true,
      stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    for (const [stream, name] of [
      [child.stdout, 'stdout'],
      [child.stderr, 'stderr'],
    ] as const) {
      if (!stream) continue;
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (text) =>
        this.output.line(this.name, text, name),
      );
    }
    this.exit = new Promise<Exit>((resolve) => {
      child.once('error', (error) => {
        this.output.line(this.name, `could not start ${command}: ${error.message}`, 'stderr');
        resolve({ code: 127, signal: null });
      });
      child.once('exit', (code, signal) => resolve({ code, signal }));
    }).then((exit) => {
      if (!this.stopping && this.child === child) this.onUnexpectedExit(this, exit);
      return exit;
    });
  }

  /** Resolves when the current process has exited (at once when none runs). */
  async exited(): Promise<Exit | undefined> {
    return this.exit ? await this.exit : undefined;
  }

  /** Sends a signal to the process (not counted as a stop: its exit is reported as unexpected). */
  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    if (!this.running || this.child?.pid === undefined) return false;
    try {
      process.kill(this.child.pid, signal);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Stops the process: `stop` (a signal, or a function that asks it to stop some other way), then
   * SIGKILL to its whole group when it has not exited within `timeoutMs`.
   */
  async stop(
    stop: NodeJS.Signals | (() => Promise<void> | void),
    timeoutMs: number,
  ): Promise<Exit | undefined> {
    if (!this.running || !this.child) return this.lastExit;
    this.stopping = true;
    const child = this.child;
    const exit = this.exit;
    try {
      if (typeof stop === 'function') await stop();
      else child.kill(stop);
    } catch (error) {
      this.output.line(
        'cluster',
        `stopping ${this.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const outcome = await Promise.race([exit, deadline]);
    clearTimeout(timer);
    if (outcome === 'late') {
      this.output.line('cluster', `${this.name} did not stop within ${timeoutMs} ms: SIGKILL`, 'stderr');
      this.killGroup('SIGKILL');
      return await exit;
    }
    return outcome;
  }

  /** The process and anything it started in its group (runuser's postgres, nginx's workers). */
  killGroup(signal: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }
}

/** A port nobody listens on now, on 127.0.0.1 (asked of the kernel). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Refuses a port that something already listens on, naming what the cluster wanted it for. */
export async function assertPortFree(port: number, what: string): Promise<void> {
  const server = createServer();
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => resolve());
  });
  server.listen(port, '127.0.0.1');
  try {
    await listening;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`Port ${port} (${what}) is not free${code ? ` (${code})` : ''}`);
  }
  server.close();
  await once(server, 'close');
}

export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Waits until `check` resolves true, polling; fails when the process exits first, when `signal`
 * is aborted, or after `timeoutMs`.
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  options: { process?: ManagedProcess; timeoutMs: number; signal?: AbortSignal; output?: ClusterOutput },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    options.signal?.throwIfAborted();
    if (options.process && !options.process.running) {
      const exit = options.process.lastExit;
      const tail = options.output?.tail(options.process.name) ?? [];
      throw new Error(
        `${options.process.name} exited (${exit ? describeExit(exit) : 'did not start'}) before ${what}` +
          (tail.length > 0 ? `; its last lines:\n  ${tail.join('\n  ')}` : ''),
      );
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${options.timeoutMs} ms`);
    await delay(200, options.signal);
  }
}

/** Whether a GET of `url` answers 200 within two seconds. */
export async function answers200(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return response.status === 200;
}

/**
 * Follows a file as it grows, passing each whole line on (nginx's access log: nginx cannot open
 * /dev/stdout when its stdout is the socket Node gives a child). Returns a function that reads what
 * is left and stops.
 */
export function followFile(
  file: string,
  onLine: (line: string) => void,
  intervalMs = 200,
): () => Promise<void> {
  let position = 0;
  let partial = '';
  let reading: Promise<void> = Promise.resolve();
  const readMore = async () => {
    let handle: FileHandle | undefined;
    try {
      handle = await open(file, 'r');
      const { size } = await handle.stat();
      if (size < position) position = 0;
      while (position < size) {
        const buffer = Buffer.alloc(Math.min(size - position, 1 << 16));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        if (bytesRead === 0) break;
        position += bytesRead;
        partial += buffer.subarray(0, bytesRead).toString('utf8');
        const lines = partial.split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      }
    } catch {
      // not written yet
    } finally {
      await handle?.close();
    }
  };
  const timer = setInterval(() => {
    reading = reading.then(readMore);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    reading = reading.then(readMore);
    await reading;
  };
}
