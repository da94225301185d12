// Which parts `npm start` rebuilds, with the build steps replaced by ones that write their outputs
// into a temporary build folder (the app's, as React Router's does, into an emptied folder).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIfNeeded, type BuildSteps } from './build-if-needed';
import { stampPaths } from './build-state.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function write(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '');
}

function fakeSteps(directory: string, built: string[]): BuildSteps {
  return {
    app: () => {
      built.push('app');
      rmSync(directory, { recursive: true, force: true });
      write(path.join(directory, 'server', 'index.js'));
    },
    editor: (into) => {
      built.push('editor');
      write(path.join(into, 'editor', 'index.html'));
      write(path.join(into, 'editor', 'bridge.js'));
    },
    processes: (into) => {
      built.push('processes');
      write(path.join(into, 'site', 'site.js'));
      write(path.join(into, 'content-service', 'main.js'));
    },
  };
}

describe('building what changed', () => {
  it('builds the editor again after the app, whose build empties the folder, even when only the app changed', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'shiftlane-build-'));
    folders.push(directory);
    const built: string[] = [];
    buildIfNeeded({ always: true, directory, steps: fakeSteps(directory, built) });
    expect(built).toEqual(['app', 'editor', 'processes']);

    built.length = 0;
    buildIfNeeded({ directory, steps: fakeSteps(directory, built) });
    expect(built).toEqual([]);

    // The app's sources changed, the editor's did not.
    writeFileSync(stampPaths(directory).app, 'an older app');
    buildIfNeeded({ directory, steps: fakeSteps(directory, built) });
    expect(built).toEqual(['app', 'editor', 'processes']);
    expect(existsSync(path.join(directory, 'editor', 'index.html'))).toBe(true);
  });
});
