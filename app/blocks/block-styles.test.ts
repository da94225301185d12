import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BLOCKS = path.dirname(fileURLToPath(import.meta.url));
const FORMS = path.join(BLOCKS, '..', 'forms');
const STYLES = path.join(BLOCKS, 'block-styles.ts');
const ROOT = path.join(BLOCKS, '..', 'root.tsx');

function filesUnder(folder: string, test: (name: string) => boolean): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => test(name))
    .map((name) => path.join(folder, name));
}

const CSS_IMPORT = /^import '([^']+\.css)';$/gm;

describe('block-styles.ts', () => {
  it("takes in every stylesheet of the blocks (one folder deep, where its glob looks) while root.tsx takes the forms' sheet", () => {
    const blockSheets = filesUnder(BLOCKS, (name) => name.endsWith('.css'));
    expect(blockSheets.length).toBeGreaterThan(50);
    const deeper = blockSheets.filter((file) => path.relative(BLOCKS, file).split(path.sep).length !== 2);
    expect(deeper).toEqual([]);
    const imported = [...readFileSync(ROOT, 'utf8').matchAll(CSS_IMPORT)].map((match) =>
      path.join(BLOCKS, '..', match[1]!),
    );
    expect(imported).toEqual(expect.arrayContaining(filesUnder(FORMS, (name) => name.endsWith('.css'))));
  });

  it('is the only module there that imports a stylesheet, so no lazy block chunk carries one', () => {
    const modules = [BLOCKS, FORMS].flatMap((folder) =>
      filesUnder(folder, (name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts')),
    );
    const importsCss = /^import '[^']+\.css';$/m;
    const importers = modules.filter(
      (file) => file !== STYLES && importsCss.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
