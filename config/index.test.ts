import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PACKAGE_VERSION } from './index';

describe('monitoring configuration (issue 8, spec §3)', () => {
  it('works with no variables set: embedded tokens, §9 sampling, tagged with the package version', () => {
    const { monitoring } = loadConfig({});
    expect(monitoring.clientToken).toMatch(/^pub-/);
    expect(monitoring.logsClientToken).toMatch(/^pub-/);
    expect(monitoring.logsClientToken).not.toBe(monitoring.clientToken);
    expect(monitoring.sessionSampleRate).toBe(100);
    expect(monitoring.replaySampleRate).toBe(0);
    expect(monitoring.replayManualStart).toBe(false);
    expect(monitoring.env).toBe('production');
    expect(monitoring.deployEnv).toBe('production');
    expect(monitoring.version).toBe(PACKAGE_VERSION);
    expect(monitoring.commit).toMatch(/^(?:[0-9a-f]{7,64}|unknown)$/);
  });

  it('takes every value from the environment', () => {
    const { monitoring } = loadConfig({
      MONITORING_CLIENT_TOKEN: 'pub-rum-token-1',
      MONITORING_LOGS_CLIENT_TOKEN: 'pub-logs-token-1',
      MONITORING_APPLICATION_ID: 'app-1',
      MONITORING_SERVICE: 'web',
      MONITORING_ENV: 'staging',
      MONITORING_VERSION: '2.3.4',
      DEPLOY_ENV: 'eu-staging',
      COMMIT_REF: 'abc1234',
      MONITORING_SESSION_SAMPLE_RATE: '50',
      MONITORING_REPLAY_SAMPLE_RATE: '12.5',
      MONITORING_REPLAY_MANUAL_START: 'true',
    });
    expect(monitoring).toEqual({
      clientToken: 'pub-rum-token-1',
      logsClientToken: 'pub-logs-token-1',
      applicationId: 'app-1',
      service: 'web',
      env: 'staging',
      version: '2.3.4',
      deployEnv: 'eu-staging',
      commit: 'abc1234',
      sessionSampleRate: 50,
      replaySampleRate: 12.5,
      replayManualStart: true,
    });
  });

  it('refuses a sample rate outside 0 to 100', () => {
    expect(() => loadConfig({ MONITORING_REPLAY_SAMPLE_RATE: '101' })).toThrow(ConfigError);
    expect(() => loadConfig({ MONITORING_SESSION_SAMPLE_RATE: '-1' })).toThrow(ConfigError);
  });

  it('gives requests in flight 10 s at shutdown unless SHUTDOWN_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).server.shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).server.shutdownTimeoutMs).toBe(2_500);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(ConfigError);
  });

  it('keeps PACKAGE_VERSION in step with package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(PACKAGE_VERSION).toBe(pkg.version);
  });
});
