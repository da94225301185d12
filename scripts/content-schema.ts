// `npm run content:schema [-- --out <file>]`: writes the Storyblok component definitions generated
// from the site's zod schemas (scripts/storyblok/components.ts) to content/components.json, or to
// --out. The block and story registries find their files with import.meta.glob, so the generator
// is loaded through a Vite server (no plugins, no HTTP server), the way the site's own code runs.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { COMPONENTS_FILE } from './storyblok/paths';

function outPath(args: readonly string[]): string {
  const at = args.indexOf('--out');
  if (at === -1) return COMPONENTS_FILE;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Error('--out needs a file path');
  return resolve(value);
}

async function main(): Promise<void> {
  const out = outPath(process.argv.slice(2));
  const root = fileURLToPath(new URL('..', import.meta.url));
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = (await vite.ssrLoadModule('/scripts/storyblok/site-schemas.ts')) as {
      componentsJson: () => string;
      siteComponents: () => unknown[];
    };
    await writeFile(out, module.componentsJson());
    console.log(`${module.siteComponents().length} components written to ${out}`);
  } finally {
    await vite.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
