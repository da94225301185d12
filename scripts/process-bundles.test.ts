// A production install (`npm ci --omit=dev`) has only package.json's `dependencies`: the bundled
// site process and content service must import nothing else (no tsx, no build tool, no test tool).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleProcesses, PROCESS_ENTRIES } from './build-if-needed';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** 'react-dom/server' → 'react-dom'; '@react-router/node' → '@react-router/node'. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Every import (static and dynamic) of a bundled file that leaves the bundle, as written. */
async function externalImports(file: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  return Object.values(metafile.inputs).flatMap((input) =>
    input.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
}

describe('the process bundles', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'process-bundles-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('import only Node built-ins and production dependencies', async () => {
    bundleProcesses(directory);
    const packages = new Set<string>();
    for (const folder of Object.keys(PROCESS_ENTRIES)) {
      for (const name of readdirSync(path.join(directory, folder))) {
        for (const specifier of await externalImports(path.join(directory, folder, name))) {
          if (isBuiltin(specifier) || specifier.startsWith('.')) continue;
          packages.add(packageName(specifier));
        }
      }
    }
    // The scan sees the packages the site certainly uses, so an empty result cannot pass it.
    expect([...packages]).toEqual(expect.arrayContaining(['express', 'react-router', 'zod']));
    const notInstalledInProduction = [...packages].filter((name) => !(name in manifest.dependencies));
    expect(notInstalledInProduction).toEqual([]);
  });

  it('leave the TypeScript loader to development', () => {
    expect(manifest.devDependencies).toHaveProperty('tsx');
    expect(manifest.dependencies).not.toHaveProperty('tsx');
  });
});
