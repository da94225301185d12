// Builds what `npm start` and `npm run content-service` run: React Router's app build, the two
// processes (the site, from scripts/site.ts, and the content service) bundled as plain JavaScript,
// and the editor the content service serves at /editor (editor/: its Vite build and bridge script).
// Each part is rebuilt when its sources changed since its stamp (scripts/build-state.mjs), so
// `npm start` on a fresh clone needs no separate build step and a second start is instant.
// `--always` (npm run build) rebuilds everything.
import { spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildDirectory,
  buildOutputs,
  editorOutputs,
  sourceHashes,
  staleParts,
  stampPaths,
} from './build-state.mjs';

/** BUILD_DIR lets parallel checkouts of the work build side by side; default build/. */
export const BUILD_DIR = buildDirectory();

/** The processes `npm start` runs, by output folder: each bundles into <build>/<folder>/<name>.js. */
export const PROCESS_ENTRIES = {
  site: { site: path.join('scripts', 'site.ts') },
  'content-service': { main: path.join('content-service', 'main.ts') },
} as const;

/**
 * One process as plain JavaScript, so that no TypeScript loader runs in production. Packages stay
 * imports of node_modules; dynamic imports stay chunks, so site.ts sets NODE_ENV before React is
 * loaded.
 */
function bundleProcess(entryPoints: Record<string, string>, outdir: string): void {
  const { outputFiles } = buildSync({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.9',
    packages: 'external',
    logLevel: 'warning',
    write: false,
  });
  // Two sites starting at once (the e2e suite's) bundle the same bytes: a file is written only when
  // it differs, so neither reads one the other is halfway through writing.
  mkdirSync(outdir, { recursive: true });
  for (const file of outputFiles) {
    if (existsSync(file.path) && readFileSync(file.path).equals(file.contents)) continue;
    writeFileSync(file.path, file.contents);
  }
}

/** Bundles the site process and the content service into `directory`. */
export function bundleProcesses(directory = BUILD_DIR): void {
  for (const [folder, entryPoints] of Object.entries(PROCESS_ENTRIES)) {
    bundleProcess(entryPoints, path.join(directory, folder));
  }
}

function buildApp(): void {
  console.log('Building the site (sources changed since the last build)…');
  const result = spawnSync(
    process.execPath,
    [path.join('node_modules', '@react-router', 'dev', 'bin.js'), 'build'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`Build failed (exit ${String(result.status)})`);
}

/**
 * The editor: its app with its own Vite config (editor/vite.config.ts, nothing shared with the
 * site's bundles) into <build>/editor, then the bridge script the site loads in preview, as one
 * classic script beside it (bridge.js: its name is its address, PREVIEW_BRIDGE_URL).
 */
export function buildEditor(directory = BUILD_DIR): void {
  console.log('Building the editor (sources changed since the last build)…');
  const outDir = path.resolve(directory, 'editor');
  const result = spawnSync(
    process.execPath,
    [
      path.join('node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      path.join('editor', 'vite.config.ts'),
    ],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', EDITOR_OUT_DIR: outDir } },
  );
  if (result.status !== 0) throw new Error(`The editor build failed (exit ${String(result.status)})`);
  buildSync({
    entryPoints: [path.join('editor', 'src', 'bridge', 'entry.ts')],
    outfile: path.join(outDir, 'bridge.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** How each part is built (tests pass their own). */
export interface BuildSteps {
  app: () => void;
  editor: (directory: string) => void;
  processes: (directory: string) => void;
}

const BUILD_STEPS: BuildSteps = { app: buildApp, editor: buildEditor, processes: bundleProcesses };

/** Builds the parts whose sources changed (every part with `always`), then stamps them. */
export function buildIfNeeded({
  always = false,
  directory = BUILD_DIR,
  steps = BUILD_STEPS,
}: { always?: boolean; directory?: string; steps?: BuildSteps } = {}): void {
  const stale = always ? ['app', 'processes', 'editor'] : staleParts(directory);
  if (stale.length === 0) return;
  // Taken before building, so an edit made meanwhile leaves the build stale, not wrongly stamped.
  const hashes = sourceHashes();
  const stamps = stampPaths(directory);
  if (stale.includes('app')) {
    steps.app();
    writeFileSync(stamps.app, hashes.app);
  }
  // React Router's build starts from an empty build folder: the editor's output and stamp went
  // with it, so an app-only change must not leave the content service without its editor.
  if (stale.includes('editor') || staleParts(directory).includes('editor')) {
    steps.editor(directory);
    const missingEditor = editorOutputs(directory).filter((file) => !existsSync(file));
    if (missingEditor.length > 0)
      throw new Error(`The editor build did not write ${missingEditor.join(', ')}`);
    writeFileSync(stamps.editor, hashes.editor);
  }
  if (!stale.includes('app') && !stale.includes('processes')) return;
  steps.processes(directory);
  const missing = buildOutputs(directory).filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`The build did not write ${missing.join(', ')}`);
  writeFileSync(stamps.processes, hashes.processes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded({ always: process.argv.includes('--always') });
}
