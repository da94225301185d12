// The registries find a block's files by their names (define-block.ts): `./Hero/Hero.block.ts`,
// `./Hero/Hero.schema.ts`, `./BlogList/BlogList.data.server.ts`. Other files of the same kind in a
// folder (a helper such as BlogList/blog-fields.schema.ts) are not the block's and are skipped.
// A block's content name is its folder's name in snake_case (`PricingTable` is `pricing_table`), so
// its schema is found by name without its definition, whose component the editor does not load.
import type { BlockDefinition } from './define-block';

const BLOCK_FILE = /^\.\/([^/]+)\/\1\.([a-z.]+)\.tsx?$/;

/**
 * The default exports of one kind of block file (`block`, `schema`, `data.server`), by block folder.
 * A glob that may also match helpers (which need no default export) takes whole modules; the
 * browser's glob of definitions takes only their default exports (no namespace object per block).
 */
export function byFolder<T>(modules: Record<string, { default?: T }>, kind: string): Map<string, T> {
  const found = new Map<string, T>();
  for (const [path, module] of Object.entries(modules)) {
    const match = BLOCK_FILE.exec(path);
    if (!match?.[1] || match[2] !== kind) continue;
    if (module.default === undefined) throw new Error(`${path.slice(2)} has no default export`);
    found.set(match[1], module.default);
  }
  return found;
}

/** The same for a glob that imported default exports only. */
export function defaultsByFolder<T>(defaults: Record<string, T>, kind: string): Map<string, T> {
  return byFolder(
    Object.fromEntries(Object.entries(defaults).map(([path, value]) => [path, { default: value }])),
    kind,
  );
}

/** The content name of the block in this folder: `PricingTable` -> `pricing_table`. */
export function blockNameOf(folder: string): string {
  return folder.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Each block's file of one kind, by its content name (the folder's, `blockNameOf`). */
export function byFolderName<T>(files: Map<string, T>): Readonly<Record<string, T>> {
  return Object.fromEntries([...files].map(([folder, file]) => [blockNameOf(folder), file]));
}

/**
 * Each block's file of one kind, by the content name its definition gives. A definition without a
 * required file, or a file beside no definition, is a mistake the first test run reports.
 */
export function byBlockName<T>(
  definitions: Map<string, BlockDefinition>,
  files: Map<string, T>,
  kind: string,
  required: boolean,
): Readonly<Record<string, T>> {
  const named: Record<string, T> = {};
  const names = new Set<string>();
  for (const folder of files.keys()) {
    if (!definitions.has(folder)) throw new Error(`${folder}/${folder}.${kind}.ts has no ${folder}.block.ts`);
  }
  for (const [folder, definition] of definitions) {
    if (definition.name !== blockNameOf(folder)) {
      throw new Error(
        `Block ${definition.name} must be in a folder named for it (${folder} is ${blockNameOf(folder)})`,
      );
    }
    if (names.has(definition.name)) throw new Error(`Block ${definition.name} is defined twice`);
    names.add(definition.name);
    const file = files.get(folder);
    if (file !== undefined) named[definition.name] = file;
    else if (required) throw new Error(`Block ${definition.name} has no ${folder}/${folder}.${kind}.ts`);
  }
  return named;
}
