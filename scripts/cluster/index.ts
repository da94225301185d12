// The whole scaled-out deployment on this machine, for `npm run cluster` (scripts/cluster.ts), tests
// and benchmarks: PostgreSQL (DATABASE_URL, or a throwaway cluster), one content service, N site
// instances from the production build sharing that database and their secrets, and nginx in front
// from deploy/nginx/shiftlane.conf.template with its page cache. Everything it starts is stopped by
// stop(), in order: nginx, the instances (they drain), the content service, PostgreSQL; then the
// run's folder is removed.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../config/index';
import { buildDirectory, ensureBuild } from '../build-state.mjs';
import { heapArguments, heapLimitMb } from '../heap-limit.mjs';
import { nginxArguments, nginxBinary, testNginxConfig, writeNginxConfig, type NginxFiles } from './nginx';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';
import {
  answers200,
  assertPortFree,
  createOutput,
  describeExit,
  followFile,
  freePort,
  ManagedProcess,
  waitFor,
  type Exit,
} from './processes';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The address nginx connects to the instances from, and the only one their TRUST_PROXY names. */
export const DEFAULT_PROXY_ADDRESS = '127.0.0.2';
export const DEFAULT_CLUSTER_PORT = 8080;
const READY_TIMEOUT_MS = 120_000;

export interface ClusterOptions {
  /** Site instances (default 2). */
  size?: number;
  /** nginx's port on 127.0.0.1 (default 8080). */
  port?: number;
  /**
   * The content service on basePort, instance i (from 1) on basePort + i; PostgreSQL on a free
   * port. Default: a free port for each.
   */
  basePort?: number;
  /** The environment every process starts from (default process.env); the cluster's own settings are added to it. */
  env?: NodeJS.ProcessEnv;
  /** Added to one instance's environment (index from 1), over everything else. */
  instanceEnv?: (index: number) => NodeJS.ProcessEnv;
  /** Added to the content service's environment, over everything else. */
  contentEnv?: NodeJS.ProcessEnv;
  /** No output at all: children's lines are kept only for the message when one fails to start. */
  quiet?: boolean;
  /** nginx's access log on stdout (default: unless quiet). */
  accessLog?: boolean;
  /** nginx worker processes (default 1). */
  nginxWorkers?: number;
  /** See DEFAULT_PROXY_ADDRESS. */
  proxyAddress?: string;
  /** Aborting it while the cluster starts stops what has started, and startCluster rejects. */
  signal?: AbortSignal;
}

export interface ClusterInstance {
  /** site-1, site-2… */
  readonly name: string;
  readonly port: number;
  /** The instance itself, not through nginx. */
  readonly url: string;
  /** The process now running (it changes with a restart); undefined once stopped. */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Sends a signal (default SIGTERM); the exit is logged as unexpected, like a crash. */
  kill(signal?: NodeJS.Signals): boolean;
  /** SIGTERM, and waits while it drains. */
  stop(): Promise<void>;
  /** Starts it again on its port, and waits until its /readyz answers 200. */
  start(): Promise<void>;
  /** stop() then start(). */
  restart(): Promise<void>;
}

export interface ClusterService {
  /** The content service's origin (its delivery API is url + /v2). */
  readonly url: string;
  readonly port: number;
  readonly pid: number | undefined;
  readonly running: boolean;
  kill(signal?: NodeJS.Signals): boolean;
  stop(): Promise<void>;
  /** Starts it again on its port and waits until it answers. */
  start(): Promise<void>;
}

export interface Cluster {
  /** nginx's URL: what a visitor uses. */
  url: string;
  instances: ClusterInstance[];
  contentService: ClusterService;
  database: { url: string; throwaway: boolean };
  nginx: { pid: number | undefined; running: boolean; cacheDirectory: string; configFile: string };
  /** The secrets the processes share (generated for this run unless set in the environment). */
  secrets: { formsSecret: string; webhookSecret: string; adminToken: string; managementToken: string };
  /** The run's folder (PostgreSQL's data, nginx's files, the copy of the content); removed by stop(). */
  directory: string;
  /** One line: the URL and what runs behind it. */
  summary(): string;
  /** Stops everything, in order, and removes the run's folder. Safe to call twice. */
  stop(): Promise<void>;
}

function secret(): string {
  return randomBytes(24).toString('base64url');
}

/** How each part stops, once it has started; stop() runs them in the order of this list. */
const STOP_ORDER = ['nginx', 'sites', 'content', 'postgres'] as const;
type Part = (typeof STOP_ORDER)[number];

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const size = options.size ?? 2;
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`cluster size must be a whole number ≥ 1 (got ${size})`);
  const nginxPort = options.port ?? DEFAULT_CLUSTER_PORT;
  const proxyAddress = options.proxyAddress ?? DEFAULT_PROXY_ADDRESS;
  const baseEnv: NodeJS.ProcessEnv = { ...(options.env ?? process.env) };
  const quiet = options.quiet ?? false;
  const output = createOutput(quiet);
  const say = (text: string) => output.line('cluster', text);
  const { signal } = options;
  // The site's own checks of the environment, before anything starts: a bad value stops here.
  const settings = loadConfig({ ...baseEnv, NODE_ENV: 'production' });

  const url = `http://127.0.0.1:${nginxPort}`;
  const contentPort = options.basePort ?? (await freePort());
  const instancePorts: number[] = [];
  for (let index = 1; index <= size; index += 1) {
    instancePorts.push(options.basePort ? options.basePort + index : await freePort());
  }
  await assertPortFree(nginxPort, 'nginx');
  if (options.basePort) {
    await assertPortFree(contentPort, 'the content service');
    for (const [index, port] of instancePorts.entries()) await assertPortFree(port, `site-${index + 1}`);
  }
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed: apt-get install nginx');

  // Once, before any process starts from the build (not once per instance, all at the same time).
  const previousBuildDir = process.env.BUILD_DIR;
  if (baseEnv.BUILD_DIR) process.env.BUILD_DIR = baseEnv.BUILD_DIR;
  // build-state.mjs works relative to the working folder, which is the repository's in every
  // script and test runner; elsewhere, for this step only.
  const previousCwd = process.cwd();
  if (previousCwd !== REPO_ROOT) process.chdir(REPO_ROOT);
  try {
    await ensureBuild();
  } finally {
    if (process.cwd() !== previousCwd) process.chdir(previousCwd);
    if (previousBuildDir === undefined) delete process.env.BUILD_DIR;
    else process.env.BUILD_DIR = previousBuildDir;
  }
  const build = path.resolve(REPO_ROOT, baseEnv.BUILD_DIR ?? buildDirectory());
  signal?.throwIfAborted();

  const directory = mkdtempSync(path.join(os.tmpdir(), 'shiftlane-cluster-'));
  // PostgreSQL runs as its own user under root: it must be able to reach its folder in here.
  chmodSync(directory, 0o755);
  const stoppers = new Map<Part, () => Promise<void>>();
  const unexpected = (process: ManagedProcess, exit: Exit) => {
    output.line(
      'cluster',
      `${process.name} exited unexpectedly (${describeExit(exit)}); the rest keep running`,
      'stderr',
    );
  };

  // The watchdog stops nginx and PostgreSQL and removes the folder if this process is killed.
  const watchdog: ChildProcess = fork(fileURLToPath(new URL('./watchdog.mjs', import.meta.url)), [], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    execArgv: [],
  });
  watchdog.send({ directory });
  watchdog.channel?.unref();
  watchdog.unref();
  const tellWatchdog = (message: object) => {
    if (watchdog.connected) watchdog.send(message);
  };

  let stopped: Promise<void> | undefined;
  async function stopAll(): Promise<void> {
    stopped ??= (async () => {
      for (const part of STOP_ORDER) {
        const stop = stoppers.get(part);
        if (!stop) continue;
        try {
          await stop();
        } catch (error) {
          say(`while stopping: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      rmSync(directory, { recursive: true, force: true });
      tellWatchdog({ done: true });
      if (watchdog.connected) watchdog.disconnect();
    })();
    return stopped;
  }

  try {
    // Secrets every process must agree on; a value in the environment wins.
    const secrets = {
      formsSecret: baseEnv.FORMS_SECRET || secret(),
      webhookSecret: baseEnv.CONTENT_WEBHOOK_SECRET || secret(),
      adminToken: baseEnv.ADMIN_TOKEN || secret(),
      managementToken: baseEnv.CONTENT_MANAGEMENT_TOKEN || secret(),
    };

    // PostgreSQL, and the content service beside it.
    let postgres: ThrowawayPostgres | undefined;
    const databaseUrl = baseEnv.DATABASE_URL;
    const startDatabase = async (): Promise<string> => {
      if (databaseUrl) return databaseUrl;
      say('starting a throwaway PostgreSQL');
      postgres = await startThrowawayPostgres({
        directory: path.join(directory, 'postgres'),
        port: await freePort(),
        maxConnections: Math.max(100, size * 10 + 50),
        output,
        onUnexpectedExit: unexpected,
        signal,
      });
      const started = postgres;
      stoppers.set('postgres', async () => {
        say('stopping PostgreSQL');
        await started.stop();
      });
      tellWatchdog({ postgresStop: started.stopCommand });
      return started.url;
    };

    // The content service serves a copy of the seed content, so a publish in a test (or by hand
    // with the management token) never writes to the repository's content/.
    const contentDirectory = baseEnv.CONTENT_DIR
      ? path.resolve(REPO_ROOT, baseEnv.CONTENT_DIR)
      : path.join(directory, 'content');
    if (!baseEnv.CONTENT_DIR) cpSync(path.join(REPO_ROOT, 'content'), contentDirectory, { recursive: true });
    const contentUrl = `http://127.0.0.1:${contentPort}`;
    const content = new ManagedProcess(
      {
        name: 'content',
        command: process.execPath,
        args: [path.join(build, 'content-service', 'main.js')],
        cwd: REPO_ROOT,
        ipc: true,
        env: {
          ...baseEnv,
          NODE_ENV: 'production',
          CONTENT_SERVICE_HOST: '127.0.0.1',
          CONTENT_SERVICE_PORT: String(contentPort),
          CONTENT_DIR: contentDirectory,
          CONTENT_PUBLISH_WEBHOOK_URL: `${url}/api/content-published`,
          CONTENT_WEBHOOK_SECRET: secrets.webhookSecret,
          CONTENT_MANAGEMENT_TOKEN: secrets.managementToken,
          ...options.contentEnv,
        },
      },
      output,
      unexpected,
    );
    const contentReady = () =>
      waitFor(`the content service answered on ${contentUrl}`, () => answers200(`${contentUrl}/health`), {
        process: content,
        timeoutMs: 30_000,
        signal,
        output,
      });
    const startContent = async () => {
      say(`starting the content service on ${contentUrl}`);
      content.start();
      stoppers.set('content', async () => {
        say('stopping the content service');
        await content.stop('SIGTERM', 10_000);
      });
      await contentReady();
    };
    const [database] = await Promise.all([startDatabase(), startContent()]);

    // The site instances, all at once: migrations run under a lock, one applies them.
    const limitMb = heapLimitMb(baseEnv);
    const drainMs = settings.server.shutdownTimeoutMs + 5_000;
    const instanceProcesses = instancePorts.map((port, offset) => {
      const index = offset + 1;
      return new ManagedProcess(
        {
          name: `site-${index}`,
          command: process.execPath,
          // The site process itself (not scripts/start.mjs, which may relaunch itself as a child to
          // apply the heap limit): its pid is the one a test kills, with the same limit.
          args: [...heapArguments(limitMb), path.join(build, 'site', 'site.js')],
          cwd: REPO_ROOT,
          ipc: true,
          env: {
            ...baseEnv,
            SHIFTLANE_HEAP_LIMIT_APPLIED: String(limitMb),
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            SITE_URL: url,
            TRUST_PROXY: proxyAddress,
            START_CONTENT_SERVICE: 'false',
            CONTENT_API_URL: `${contentUrl}/v2`,
            MEDIA_SERVICE_URL: `${contentUrl}/media`,
            DATABASE_URL: database,
            FORMS_SECRET: secrets.formsSecret,
            CONTENT_WEBHOOK_SECRET: secrets.webhookSecret,
            ADMIN_TOKEN: secrets.adminToken,
            ...options.instanceEnv?.(index),
          },
        },
        output,
        unexpected,
      );
    });
    const instanceReady = (site: ManagedProcess, port: number) =>
      waitFor(`${site.name} was ready`, () => answers200(`http://127.0.0.1:${port}/readyz`), {
        process: site,
        timeoutMs: READY_TIMEOUT_MS,
        signal,
        output,
      });
    say(
      `starting ${size} site instance${size === 1 ? '' : 's'} on ${instancePorts.map((port) => `127.0.0.1:${port}`).join(', ')}`,
    );
    for (const site of instanceProcesses) site.start();
    stoppers.set('sites', async () => {
      say('stopping the site instances (they drain)');
      await Promise.all(instanceProcesses.map((site) => site.stop('SIGTERM', drainMs)));
    });
    await Promise.all(
      instanceProcesses.map((site, offset) => instanceReady(site, instancePorts[offset] ?? 0)),
    );

    // nginx in front.
    const accessLog = options.accessLog ?? !quiet;
    const files: NginxFiles = writeNginxConfig({
      directory: path.join(directory, 'nginx'),
      repoRoot: REPO_ROOT,
      listen: `127.0.0.1:${nginxPort}`,
      siteAddresses: instancePorts.map((port) => `127.0.0.1:${port}`),
      countryHeader: settings.site.countryHeader,
      proxyAddress,
      accessLog,
      workers: options.nginxWorkers ?? 1,
    });
    testNginxConfig(nginx, files);
    const proxy = new ManagedProcess(
      { name: 'nginx', command: nginx, args: nginxArguments(files), cwd: files.directory },
      output,
      unexpected,
    );
    say(`starting nginx on ${url}`);
    proxy.start();
    const stopFollowing = accessLog
      ? followFile(files.accessLog, (line) => output.line('nginx', line))
      : async () => undefined;
    // Graceful: SIGQUIT lets the workers finish their requests.
    stoppers.set('nginx', async () => {
      say('stopping nginx');
      await proxy.stop('SIGQUIT', 15_000);
      await stopFollowing();
    });
    tellWatchdog({ nginxPid: proxy.pid });
    await waitFor(`nginx answered on ${url}`, () => answers200(`${url}/healthz`), {
      process: proxy,
      timeoutMs: 15_000,
      signal,
      output,
    });

    const instances: ClusterInstance[] = instanceProcesses.map((site, offset) => {
      const port = instancePorts[offset] ?? 0;
      const stop = async () => {
        await site.stop('SIGTERM', drainMs);
      };
      const start = async () => {
        site.start();
        await instanceReady(site, port);
      };
      return {
        name: site.name,
        port,
        url: `http://127.0.0.1:${port}`,
        get pid() {
          return site.running ? site.pid : undefined;
        },
        get running() {
          return site.running;
        },
        kill: (killSignal = 'SIGTERM') => site.kill(killSignal),
        stop,
        start,
        restart: async () => {
          await stop();
          await start();
        },
      };
    });

    const contentService: ClusterService = {
      url: contentUrl,
      port: contentPort,
      get pid() {
        return content.running ? content.pid : undefined;
      },
      get running() {
        return content.running;
      },
      kill: (killSignal = 'SIGTERM') => content.kill(killSignal),
      stop: async () => {
        await content.stop('SIGTERM', 10_000);
      },
      start: async () => {
        content.start();
        await contentReady();
      },
    };

    const throwaway = postgres !== undefined;
    return {
      url,
      instances,
      contentService,
      database: { url: database, throwaway },
      nginx: {
        get pid() {
          return proxy.running ? proxy.pid : undefined;
        },
        get running() {
          return proxy.running;
        },
        cacheDirectory: files.cacheDirectory,
        configFile: files.siteConfig,
      },
      secrets,
      directory,
      summary: () =>
        `Cluster ready on ${url}: nginx (page cache) → ${size} site instance${size === 1 ? '' : 's'} ` +
        `(${instances.map((instance) => `${instance.name} :${instance.port}`).join(', ')}), ` +
        `content service ${contentUrl}, PostgreSQL ${throwaway ? `(throwaway) :${postgres?.port}` : 'from DATABASE_URL'}`,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
