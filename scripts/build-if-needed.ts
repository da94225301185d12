// Builds the site when its sources changed since the last build (or there is none), so that
// `npm start` on a fresh clone needs no separate build step and a second start is instant. The site
// process itself (scripts/site.ts with server/, config/ and the app modules they use) is bundled
// into <build>/site/ on every run: esbuild takes well under a second, and no stamp can miss a change.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'config',
  // Copied into the client build (logo.png, sw.js): a change there needs a build too.
  'public',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
/** BUILD_DIR lets parallel checkouts of the work build side by side; default build/. */
export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const STAMP = path.join(BUILD_DIR, '.source-hash');

function* files(entry: string): Generator<string> {
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

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of files(source)) {
      hash.update(file);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * The site process as plain JavaScript (scripts/start.mjs runs it), so that no TypeScript loader
 * runs beside the site. Packages stay imports of node_modules; dynamic imports stay chunks, so
 * site.ts sets NODE_ENV before React is loaded.
 */
function bundleSiteProcess(): void {
  const { outputFiles } = buildSync({
    entryPoints: { site: path.join('scripts', 'site.ts') },
    outdir: path.join(BUILD_DIR, 'site'),
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
  mkdirSync(path.join(BUILD_DIR, 'site'), { recursive: true });
  for (const file of outputFiles) {
    if (existsSync(file.path) && readFileSync(file.path).equals(file.contents)) continue;
    writeFileSync(file.path, file.contents);
  }
}

export function buildIfNeeded(): void {
  buildAppIfNeeded();
  bundleSiteProcess();
}

function buildAppIfNeeded(): void {
  const wanted = sourceHash();
  const built =
    existsSync(path.join(BUILD_DIR, 'server', 'index.js')) && existsSync(STAMP)
      ? readFileSync(STAMP, 'utf8')
      : '';
  if (built === wanted) return;
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
  writeFileSync(STAMP, wanted);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
