// `npm start`: build what changed (the app, and the site process bundled from scripts/site.ts),
// then run the site process from the build in this very process. Plain JavaScript, so that the
// process serving visitors carries no TypeScript loader: with tsx in it, the site held about 50 MB
// more after a cached load and 120 MB more at its peak. The build runs in a child process and exits.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const build = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'build-if-needed.ts')], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'build');
await import(pathToFileURL(path.join(buildDirectory, 'site', 'site.js')).href);
