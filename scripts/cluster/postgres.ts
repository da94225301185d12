// A throwaway PostgreSQL cluster from Debian's packages, for a cluster run without DATABASE_URL:
// initdb into the run's folder, the server in the foreground as a child of the cluster (its log
// lines under [postgres]) on 127.0.0.1 and a free port, its socket in that folder, trust
// authentication, no fsync (nothing in it needs to survive a crash). initdb and the server refuse
// to run as root: root runs them as the postgres user, which then owns the folder.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ManagedProcess, waitFor, type ClusterOutput, type Exit } from './processes';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or undefined. */
export function postgresBinaries(root = POSTGRES_ROOT): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name) && existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

/** The account initdb and the server run as: root hands them to `postgres`. */
function runAs(): { prefix: string[] } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  return { prefix: ['runuser', '-u', 'postgres', '--'] };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export interface ThrowawayPostgres {
  url: string;
  port: number;
  process: ManagedProcess;
  /** `pg_ctl stop -m fast`, then waits for the server to exit. */
  stop(): Promise<Exit | undefined>;
  /** What the watchdog needs to stop it when the cluster process is killed. */
  stopCommand: string[];
}

export async function startThrowawayPostgres(options: {
  directory: string;
  port: number;
  /** Connections the instances may open: ten per instance (the site's pool), plus room. */
  maxConnections: number;
  output: ClusterOutput;
  onUnexpectedExit: (process: ManagedProcess, exit: Exit) => void;
  signal?: AbortSignal;
}): Promise<ThrowawayPostgres> {
  const bin = postgresBinaries();
  if (!bin) {
    throw new Error(
      `PostgreSQL is not installed (no ${POSTGRES_ROOT}/<version>/bin/initdb): apt-get install postgresql, ` +
        'or set DATABASE_URL to a database of your own',
    );
  }
  const { directory, port, output } = options;
  mkdirSync(directory, { recursive: true });
  const as = runAs();
  if (as.prefix.length > 0) {
    const { uid, gid } = await postgresIds();
    chownSync(directory, uid, gid);
  }
  const data = path.join(directory, 'data');
  const [command = '', ...prefixArgs] = [...as.prefix, path.join(bin, 'initdb')];
  try {
    await run(
      command,
      [...prefixArgs, '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      {
        cwd: os.tmpdir(),
      },
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`initdb failed:\n${`${stdout}\n${stderr}`.trim()}`);
  }
  options.signal?.throwIfAborted();

  const server = [...as.prefix, path.join(bin, 'postgres')];
  const postgres = new ManagedProcess(
    {
      name: 'postgres',
      command: server[0] ?? '',
      args: [
        ...server.slice(1),
        ...['-D', data, '-p', String(port), '-k', directory],
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
        ...['-c', `max_connections=${options.maxConnections}`],
      ],
      cwd: os.tmpdir(),
      env: { ...process.env, LC_ALL: 'C' },
    },
    output,
    options.onUnexpectedExit,
  );
  postgres.start();
  const stopCommand = [...as.prefix, path.join(bin, 'pg_ctl'), 'stop', '-D', data, '-m', 'fast', '-w'];
  const stop = () =>
    postgres.stop(async () => {
      const [stopper = '', ...stopArgs] = stopCommand;
      await run(stopper, stopArgs, { cwd: os.tmpdir() });
    }, 20_000);
  try {
    await waitFor(
      `PostgreSQL answered on port ${port}`,
      async () => {
        await run(path.join(bin, 'pg_isready'), [
          '-q',
          '-h',
          '127.0.0.1',
          '-p',
          String(port),
          '-U',
          'postgres',
        ]);
        return true;
      },
      { process: postgres, timeoutMs: 30_000, signal: options.signal, output },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    process: postgres,
    stop,
    stopCommand,
  };
}
