// Started by scripts/cluster with an IPC channel, in a process group of its own. The site instances
// and the content service stop by themselves when the cluster process is gone (their IPC channel
// closes); nginx and PostgreSQL cannot tell. When the cluster ends without stopping them (SIGKILL,
// a crash), its channel to this watchdog closes too: it stops nginx and PostgreSQL and removes the
// run's folder. A cluster that stops normally says `done` first, and the watchdog just exits.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

/** What the cluster has told: { nginxPid, postgresStop: [command, ...args], directory, done }. */
const state = {};

process.on('message', (message) => Object.assign(state, message));
// A terminal's Ctrl-C is the cluster's to handle.
process.on('SIGINT', () => {});

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

process.on('disconnect', () => {
  if (state.done) process.exit(0);
  if (state.nginxPid && alive(state.nginxPid)) {
    // nginx's fast stop: its workers go with it.
    process.kill(state.nginxPid, 'SIGTERM');
  }
  if (Array.isArray(state.postgresStop) && state.postgresStop.length > 0) {
    const [command, ...args] = state.postgresStop;
    spawnSync(command, args, { stdio: 'ignore', timeout: 20_000 });
  }
  const deadline = Date.now() + 5_000;
  while (state.nginxPid && alive(state.nginxPid) && Date.now() < deadline) {
    spawnSync('sleep', ['0.1']);
  }
  if (state.directory) rmSync(state.directory, { recursive: true, force: true });
  process.exit(0);
});
