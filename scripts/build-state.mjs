// Whether the build in BUILD_DIR matches the sources, in plain JavaScript: `npm start` and
// `npm run content-service` ask it before they run anything, and a production install (no
// devDependencies, so no TypeScript loader) must be able to ask too. scripts/build-if-needed.ts
// writes the stamps this module reads.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the app build (React Router's client and server build) is made from. */
const APP_SOURCES = [
  'app',
  'config',
  // Copied into the client build (logo.png, sw.js): a change there needs a build too.
  'public',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

/** What the process bundles are made from, besides the app sources (which they import too). */
const PROCESS_SOURCES = [
  'server',
  'content-service',
  'scripts/site.ts',
  'scripts/site-process.ts',
  'scripts/env-file.ts',
  // How they are bundled.
  'scripts/build-if-needed.ts',
];

/**
 * What the editor's browser app (/editor on the content service) and its bridge script are built
 * from: its own folder, the component definitions it reads, and what the site shares with it.
 */
const EDITOR_SOURCES = [
  'editor',
  'content/components.json',
  'app/content/resolved-relations.ts',
  'package-lock.json',
  'tsconfig.json',
];

/** BUILD_DIR lets parallel checkouts of the work build side by side; default build/. */
export function buildDirectory() {
  return process.env.BUILD_DIR ?? 'build';
}

export function stampPaths(directory = buildDirectory()) {
  return {
    app: path.join(directory, '.source-hash'),
    processes: path.join(directory, '.processes-hash'),
    editor: path.join(directory, '.editor-hash'),
  };
}

/** Every file `npm start` and `npm run content-service` run from the build. */
export function buildOutputs(directory = buildDirectory()) {
  return [
    path.join(directory, 'server', 'index.js'),
    path.join(directory, 'site', 'site.js'),
    path.join(directory, 'content-service', 'main.js'),
  ];
}

/** What the content service serves at /editor: the app's page and the bridge script. */
export function editorOutputs(directory = buildDirectory()) {
  return [path.join(directory, 'editor', 'index.html'), path.join(directory, 'editor', 'bridge.js')];
}

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

function hashOf(sources, seed = '') {
  const hash = createHash('sha256');
  hash.update(seed);
  for (const source of sources) {
    for (const file of files(source)) {
      hash.update(file);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** The app build's hash, the process bundles' (which covers the app's as well) and the editor's. */
export function sourceHashes() {
  const app = hashOf(APP_SOURCES);
  return { app, processes: hashOf(PROCESS_SOURCES, app), editor: hashOf(EDITOR_SOURCES) };
}

function readStamp(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** What is out of date in the build: any of 'app', 'processes' and 'editor', or nothing. */
export function staleParts(directory = buildDirectory()) {
  const wanted = sourceHashes();
  const stamps = stampPaths(directory);
  const [serverBuild, ...bundles] = buildOutputs(directory);
  const stale = [];
  if (!existsSync(serverBuild) || readStamp(stamps.app) !== wanted.app) stale.push('app');
  if (!bundles.every((file) => existsSync(file)) || readStamp(stamps.processes) !== wanted.processes) {
    stale.push('processes');
  }
  const editor = editorOutputs(directory);
  if (!editor.every((file) => existsSync(file)) || readStamp(stamps.editor) !== wanted.editor) {
    stale.push('editor');
  }
  return stale;
}

/** The packages that build the site; a production install (`npm ci --omit=dev`) has none of them. */
function missingBuildTools() {
  const require = createRequire(path.resolve('package.json'));
  return ['@react-router/dev', 'vite', 'tsx', 'esbuild'].filter((name) => {
    try {
      // Every package has a package.json; not every one exports its main entry to require().
      require.resolve(`${name}/package.json`);
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * Builds when the build is missing or older than the sources; a current build is used as it is,
 * without loading any build tool. Exits the process with a message when it cannot build.
 */
export async function ensureBuild() {
  const stale = staleParts();
  if (stale.length === 0) return;
  const missing = missingBuildTools();
  if (missing.length > 0) {
    console.error(
      `The build in ${buildDirectory()} is missing or older than the sources, and the build tools are ` +
        `not installed (${missing.join(', ')}): run npm run build where dev dependencies are installed.`,
    );
    process.exit(1);
  }
  const { spawnSync } = await import('node:child_process');
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'build-if-needed.ts')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
