// How a test sets configuration: overrideConfig({ SQLITE_PATH: ':memory:' }) at the top of a file
// or describe block, before its other hooks, makes config() answer the environment's configuration
// with those variables changed, from that block's first beforeAll to its last afterAll, and then
// puts the previous configuration back. process.env is not touched, and the values are validated
// as the environment's would be.
//
// Modules keep what they build from the configuration on first use (the database from SQLITE_PATH,
// the content client from CONTENT_*, the logger from LOG_LEVEL), so a file that calls
// overrideConfig runs in a module cache of its own: vitest.config.ts tells it by the call.
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, replaceConfig, type Config, type envSchema } from './index';

/** Variables as the environment names them; undefined unsets one. */
export type ConfigOverrides = { [Name in keyof typeof envSchema.shape]?: string | undefined };

/**
 * For the enclosing file or describe block, config() as if these variables were set. Pass a
 * function for values known only once an earlier beforeAll has run (a service's port), and call
 * this after that hook.
 */
export function overrideConfig(overrides: ConfigOverrides | (() => ConfigOverrides)): void {
  let previous: Config | undefined;
  beforeAll(() => {
    const changed = typeof overrides === 'function' ? overrides() : overrides;
    previous = replaceConfig(loadConfig({ ...process.env, ...changed }));
  });
  afterAll(() => {
    replaceConfig(previous);
  });
}
