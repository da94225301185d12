// `npm run cluster`: the scaled-out deployment on this machine (scripts/cluster/index.ts): nginx on
// http://127.0.0.1:8080 with its page cache in front of CLUSTER_SIZE site instances (default 2),
// one content service and PostgreSQL (DATABASE_URL, or a throwaway cluster). Every child's lines
// come prefixed with its name. Ctrl-C (SIGINT) or SIGTERM stops everything in order and removes
// the run's temporary files; a second one stops the rest at once.
//
// CLUSTER_SIZE, CLUSTER_PORT (nginx's port) and CLUSTER_BASE_PORT (the content service's port;
// instance i gets CLUSTER_BASE_PORT + i; default: free ports) choose the shape; every other
// variable (.env included) reaches the processes as `npm start` would pass it.
import { loadEnvFile } from './env-file';
import { DEFAULT_CLUSTER_PORT, startCluster, type Cluster } from './cluster/index';

function wholeNumber(name: string, fallback: number | undefined): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`${name} must be a whole number above 0 (got ${JSON.stringify(value)})`);
    process.exit(1);
  }
  return number;
}

loadEnvFile();
const starting = new AbortController();
let cluster: Cluster | undefined;
let stoppingSince: number | undefined;
/**
 * A terminal's Ctrl-C reaches npm and this process at once, and npm passes it on: the same key
 * arrives twice within moments. A signal later than this means "stop now".
 */
const SAME_SIGNAL_MS = 2_000;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stoppingSince !== undefined) {
    if (Date.now() - stoppingSince < SAME_SIGNAL_MS) return;
    // The site instances and the content service stop when this process's channel to them closes;
    // the watchdog stops nginx and PostgreSQL and removes the temporary files.
    console.error(`[cluster] ${signal} again: exiting now, the rest stop without waiting`);
    process.exit(1);
  }
  stoppingSince = Date.now();
  if (!cluster) {
    // Still starting: startCluster stops what it has started and rejects.
    starting.abort(new Error(`${signal} while starting`));
    return;
  }
  console.log(`[cluster] ${signal}: stopping`);
  await cluster.stop();
  console.log('[cluster] stopped; nothing left running');
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    shutdown(signal).catch((error: unknown) => {
      console.error('[cluster] stopping failed:', error);
      process.exit(1);
    });
  });
}

try {
  cluster = await startCluster({
    size: wholeNumber('CLUSTER_SIZE', 2),
    port: wholeNumber('CLUSTER_PORT', DEFAULT_CLUSTER_PORT),
    basePort: wholeNumber('CLUSTER_BASE_PORT', undefined),
    signal: starting.signal,
  });
} catch (error) {
  if (starting.signal.aborted) {
    console.log('[cluster] stopped before it was ready; nothing left running');
    process.exit(0);
  }
  console.error(`[cluster] did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`[cluster] ${cluster.summary()}. Ctrl-C stops everything.`);
