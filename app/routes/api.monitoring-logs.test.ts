// The logs intake: logs stored once, error logs also in the server log; the logs token only.
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_TAGS } from '../monitoring/admin/test-fixtures';
import { logger } from '../logging/logger.server';
import { database } from '../database.server';
import { config } from '../../config/index';
import { overrideConfig } from '../../config/test-config';
import { action } from './api.monitoring-logs';

overrideConfig({ SQLITE_PATH: ':memory:', LOG_LEVEL: 'error' });

const ORIGIN = 'http://127.0.0.1:3000';
let address = 0;

function post(body: unknown, token: string | null = config().monitoring.logsClientToken) {
  address += 1;
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  const request = new Request(`${ORIGIN}/api/monitoring/logs${query}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': `10.2.0.${address}` },
  });
  return action({ request, params: {}, context: {} } as never);
}

const tags = FIXTURE_TAGS;
const log = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  at: new Date().toISOString(),
  url: `${ORIGIN}/pricing`,
  status: 'error',
  origin: 'error',
  message: 'ReferenceError: x is not defined',
  error: { stack: 'ReferenceError: x\n  at app.js:2:3', file: `${ORIGIN}/assets/app.js`, line: 2, column: 3 },
  ...extra,
});
const batch = (...logs: unknown[]) => ({
  sessionId: 'logs-session',
  tags,
  sentAt: new Date().toISOString(),
  logs,
});

describe('POST /api/monitoring/logs', () => {
  it('stores logs once and sends error logs to the server log', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const replayReason = log('log-2', {
      status: 'info',
      origin: 'replay',
      message: 'Replay not started',
      error: undefined,
      attributes: { reason: 'rum-not-tracked' },
    });
    expect((await post(batch(log('log-1'), replayReason))).status).toBe(204);
    expect((await post(batch(log('log-1')))).status).toBe(204);
    const rows = await (
      await database()
    )
      .selectFrom('monitoring_logs')
      .select(['id', 'session_id', 'status', 'origin', 'attributes'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'log-1', session_id: 'logs-session', status: 'error', origin: 'error', attributes: null },
      {
        id: 'log-2',
        session_id: 'logs-session',
        status: 'info',
        origin: 'replay',
        attributes: '{"reason":"rum-not-tracked"}',
      },
    ]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      /^\[client-error\] log \(error\) on .*pricing: ReferenceError/,
    );
    // The browser's stack goes along for the operator.
    expect(logged.mock.calls[0]?.[1]).toEqual({ stack: 'ReferenceError: x\n  at app.js:2:3' });
    logged.mockRestore();
  });

  it('accepts only the logs token', async () => {
    expect((await post(batch(log('t-1')), config().monitoring.clientToken)).status).toBe(401);
    expect((await post(batch(log('t-2')), null)).status).toBe(401);
  });

  it('refuses malformed batches and too many attributes', async () => {
    expect((await post('{')).status).toBe(400);
    expect((await post(batch(log('bad-1', { status: 'fatal' })))).status).toBe(400);
    const attributes = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`key${index}`, index]));
    const response = await post(batch(log('bad-2', { attributes })));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('at most 20 attributes');
    expect((await post(batch(log('bad-3', { attributes: { nested: { deep: true } } })))).status).toBe(400);
    expect((await post(batch(...Array.from({ length: 51 }, (_, index) => log(`n-${index}`))))).status).toBe(
      400,
    );
    const rows = await (
      await database()
    )
      .selectFrom('monitoring_logs')
      .select('id')
      .where((eb) => eb.or([eb('id', 'like', 'bad-%'), eb('id', 'like', 'n-%')]))
      .execute();
    expect(rows).toEqual([]);
  });
});
