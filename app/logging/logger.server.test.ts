import { describe, expect, it } from 'vitest';
import { createLogger, messageLog, withRequestId } from './logger.server';

/** A pino destination that keeps each line, parsed. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const write = (line: string) => {
    raw.push(line);
    lines.push(JSON.parse(line) as Record<string, unknown>);
  };
  return { lines, raw, destination: { write } };
}

describe('the server logger', () => {
  it('writes one JSON object per line with level name, ISO time and message', () => {
    const { lines, destination } = capture();
    messageLog(() => createLogger({ level: 'info', destination })).info('Site ready', { port: 3000 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'Site ready', detail: { port: 3000 } });
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
  });

  it('writes an error detail under err with its type, message and whole stack', () => {
    const { lines, destination } = capture();
    const error = new TypeError('no such block');
    messageLog(() => createLogger({ level: 'info', destination })).error('Render failed', error);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'Render failed',
      err: { type: 'TypeError', message: 'no such block', stack: error.stack },
    });
    expect(String((lines[0]?.err as { stack: string }).stack)).toMatch(/\n\s+at /);
  });

  it('leaves out lines below its level, and everything when silent', () => {
    const { lines, destination } = capture();
    const log = createLogger({ level: 'warn', destination });
    log.info('not this');
    log.warn('this');
    createLogger({ level: 'silent', destination }).error('nor this');
    expect(lines.map((line) => line.msg)).toEqual(['this']);
  });

  it('marks every line logged while a request is served with its id, once', async () => {
    const { lines, raw, destination } = capture();
    const log = createLogger({ level: 'info', destination });
    await withRequestId('req-1', async () => {
      await Promise.resolve();
      log.info('inside');
      log.child({ reqId: 'req-1' }).info('bound already');
    });
    log.info('outside');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['inside', 'req-1'],
      ['bound already', 'req-1'],
      ['outside', undefined],
    ]);
    // A repeated key would leave it to each reader which one counts.
    expect(raw[1]?.match(/"reqId"/g)).toHaveLength(1);
  });
});
