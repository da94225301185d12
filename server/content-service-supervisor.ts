// Runs the embedded content service (the built plain-JavaScript bundle) as a child of the site and
// keeps it running: when it dies the site goes on serving (cached pages stay, pages never rendered
// get the branded 503) and the service is started again after a growing pause. The child holds an
// IPC channel to the site and stops when it closes, so it never outlives the site, even a SIGKILLed
// one (content-service/main.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { logger } from '../app/logging/logger.server';
import { PORT_IN_USE_EXIT_CODE, PortInUseError } from '../config/listen';

export interface RestartPolicy {
  /** The pause before the first restart; each further one doubles it. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A service that stayed up this long starts over at the initial pause when it dies. */
  stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 250,
  maxDelayMs: 5_000,
  stableAfterMs: 30_000,
};

/** The pauses between restarts: 250 ms doubling to 5 s, back to 250 ms after a stable run. */
export class RestartBackoff {
  private nextDelayMs: number;

  constructor(private readonly policy: RestartPolicy = DEFAULT_RESTART_POLICY) {
    this.nextDelayMs = policy.initialDelayMs;
  }

  /** The pause before restarting a service that ran for `uptimeMs` before it died. */
  delayAfter(uptimeMs: number): number {
    if (uptimeMs >= this.policy.stableAfterMs) this.nextDelayMs = this.policy.initialDelayMs;
    const delay = this.nextDelayMs;
    this.nextDelayMs = Math.min(this.nextDelayMs * 2, this.policy.maxDelayMs);
    return delay;
  }
}

export interface SupervisorOptions {
  /** The built content service, e.g. build/content-service/main.js (its source in development). */
  entry: string;
  /** Node arguments of the service; none for the built one (`--import tsx` for its source). */
  execArgv?: string[];
  /** Answers 200 once the service serves (its /health). */
  healthUrl: string;
  /** Where it listens, for the message when that port is taken. */
  port: number;
  env?: NodeJS.ProcessEnv;
  policy?: RestartPolicy;
  /** How long the first start may take before the site gives up. */
  startTimeoutMs?: number;
  /** How long a SIGTERMed service may take to stop before it is killed. */
  stopTimeoutMs?: number;
}

export interface SupervisedContentService {
  /** The running child's process id (undefined between a death and its restart). */
  readonly pid: number | undefined;
  /** Stops the service for good: SIGTERM, then SIGKILL after the stop timeout. */
  stop(): Promise<void>;
}

const HEALTH_POLL_MS = 100;

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Resolves once `url` answers 200; false when the child exits first or `timeoutMs` passes. */
async function becameHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited(child)) {
    if (await answers(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  return false;
}

/**
 * Starts the content service and resolves once it answers. A first start that fails rejects
 * (a PortInUseError when its port is taken) rather than retrying: a misconfiguration does not heal.
 */
export async function superviseContentService(options: SupervisorOptions): Promise<SupervisedContentService> {
  const backoff = new RestartBackoff(options.policy);
  const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;
  let child: ChildProcess | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopping = false;

  const spawnService = (): ChildProcess => {
    // fork() opens the IPC channel the child watches; only the given execArgv, so a site run under
    // a TypeScript loader (the e2e helpers) does not pass it on to the built service.
    const started = fork(options.entry, [], {
      execArgv: options.execArgv ?? [],
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    // A failed send on a channel that is closing is not worth a crash: 'exit' reports the death.
    started.on('error', (error) => logger.warn('content service process error', error));
    return started;
  };

  const restartAfterDeath = (startedAt: number) => (code: number | null, signal: NodeJS.Signals | null) => {
    if (stopping) return;
    child = undefined;
    const diedAt = Date.now();
    const delay = backoff.delayAfter(diedAt - startedAt);
    const cause =
      code === PORT_IN_USE_EXIT_CODE
        ? new PortInUseError(options.port, 'CONTENT_SERVICE_PORT').message
        : `code ${String(code)}, signal ${String(signal)}`;
    logger.warn(`The content service stopped (${cause}); restarting it in ${delay} ms`);
    restartTimer = setTimeout(() => {
      if (stopping) return;
      const restarted = spawnService();
      child = restarted;
      restarted.once('exit', restartAfterDeath(Date.now()));
      void becameHealthy(options.healthUrl, restarted, 60_000).then((healthy) => {
        if (healthy && !stopping) {
          logger.info(
            `The content service is back (pid ${String(restarted.pid)}, ${Date.now() - diedAt} ms after it stopped)`,
          );
        }
      });
    }, delay);
  };

  const first = spawnService();
  const startedAt = Date.now();
  const firstExit = once(first, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const healthy = await becameHealthy(options.healthUrl, first, options.startTimeoutMs ?? 20_000);
  if (!healthy) {
    if (!exited(first)) first.kill('SIGKILL');
    const [code] = await firstExit;
    if (code === PORT_IN_USE_EXIT_CODE) throw new PortInUseError(options.port, 'CONTENT_SERVICE_PORT');
    throw new Error(`The content service did not start (exit code ${String(code)}); see its log above`);
  }
  child = first;
  // It may have answered and then died while the last health check was on its way back.
  if (exited(first)) restartAfterDeath(startedAt)(first.exitCode, first.signalCode);
  else first.once('exit', restartAfterDeath(startedAt));

  return {
    get pid() {
      return child?.pid;
    },
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      const running = child;
      if (!running || exited(running)) return;
      const gone = once(running, 'exit');
      running.kill('SIGTERM');
      const force = setTimeout(() => running.kill('SIGKILL'), stopTimeoutMs);
      await gone;
      clearTimeout(force);
    },
  };
}
