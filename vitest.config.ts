// Unit and integration tests (Vitest). End-to-end tests live in tests/e2e and run under Playwright.
//
// Most test files only import modules and call them, so they share their workers' module cache
// (`isolate: false`): importing the app's module graph once per worker instead of once per file
// takes the suite from about 220 s to about 90 s. A file that changes what other files would see
// — mocks a module, sets the configuration (overrideConfig, config/test-config.ts: modules keep the
// database, content client and logger they build from it) or stubs the environment, closes the
// shared database — runs isolated (tests may not edit process.env: eslint.config.js). It is told by
// what it calls, so a new test file needs no list to be kept. Stubbed globals and environment
// variables are undone after each test everywhere; fake timers are undone by the tests that use them.
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const include = ['**/*.test.{ts,tsx}'];
const exclude = ['node_modules/**', 'build/**', 'build-*/**', 'tests/e2e/**'];
const TEST_FILE = /\.test\.tsx?$/;
const NOT_SEARCHED = /^(\.|node_modules$|build|var$|reports$|test-results$)/;

const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|resetModules|stubEnv)\b|overrideConfig\(|closeDatabase|resetDatabase/;

const needsIsolation = readdirSync('.', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_SEARCHED.test(entry.name))
  .flatMap(({ name }) =>
    readdirSync(name, { recursive: true, encoding: 'utf8' }).map((file) => `${name}/${file}`),
  )
  .filter((file) => TEST_FILE.test(file) && !file.startsWith('tests/e2e/'))
  .filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')));

const testDefaults = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 20_000,
  unstubGlobals: true,
  unstubEnvs: true,
} as const;

export default defineConfig({
  test: {
    projects: [
      { test: { ...testDefaults, name: 'isolated', include: needsIsolation } },
      {
        test: {
          ...testDefaults,
          name: 'shared',
          isolate: false,
          include,
          exclude: [...exclude, ...needsIsolation],
        },
      },
    ],
  },
});
