// One place that decides where server logs go and how verbose they are (LOG_LEVEL): pino, one JSON
// object per line on stdout for whatever collects the process's output, or readable lines
// (pino-pretty) for a developer at a terminal. docs/logging.md describes a line's fields.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import { config } from '../../config/index';

export type { Logger };

interface RequestContext {
  reqId: string;
}

// The server (server/) and the React Router build each load their own copy of this module, yet a
// render error logged by the build must carry the id the server gave its request: the one store
// lives on globalThis under a registered symbol, so both copies find the same one.
const REQUEST_CONTEXT_KEY = Symbol.for('shiftlane.logging.request-context');
const sharedGlobals = globalThis as { [REQUEST_CONTEXT_KEY]?: AsyncLocalStorage<RequestContext> };
const requestContext = (sharedGlobals[REQUEST_CONTEXT_KEY] ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` so that every line logged from it, however deep or late, carries `reqId`. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return requestContext.run({ reqId }, work);
}

/** Adds the request id of the request being served, unless the logger is bound to it already. */
function requestIdMixin(_line: object, _level: number, logger: Logger): object {
  const context = requestContext.getStore();
  if (!context) return {};
  const bindings = (logger as unknown as Record<symbol, string | undefined>)[pino.symbols.chindingsSym];
  return bindings?.includes('"reqId":') ? {} : { reqId: context.reqId };
}

export interface LoggerOptions {
  level: LevelWithSilent;
  /** Where lines go; by default stdout, pretty-printed for a developer's terminal. */
  destination?: DestinationStream;
}

/** JSON for production and for anything that reads stdout as a pipe; readable text at a terminal. */
function defaultDestination(): DestinationStream {
  const readable = process.env.NODE_ENV !== 'production' && process.stdout.isTTY;
  if (!readable) return pino.destination({ dest: 1, sync: true });
  return pinoPretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
}

export function createLogger({ level, destination = defaultDestination() }: LoggerOptions): Logger {
  return pino(
    {
      level,
      // ISO times and level names: the lines are read by people as often as by tools.
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: requestIdMixin,
    },
    destination,
  );
}

// Made on first use, not on import: tests (overrideConfig) and scripts set LOG_LEVEL before they log.
let root: Logger | undefined;

/** The process's logger, at LOG_LEVEL. */
export function rootLogger(): Logger {
  root ??= createLogger({ level: config().site.logLevel });
  return root;
}

/** Error details go under `err`, so pino's error serializer writes type, message and whole stack. */
function fieldsOf(detail: unknown): object {
  if (detail instanceof Error) return { err: detail };
  return { detail };
}

export interface Log {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** The `(message, detail)` shape the app's modules log with, on top of a pino logger. */
export function messageLog(target: () => Logger): Log {
  const write = (level: 'debug' | 'info' | 'warn' | 'error') => (message: string, detail?: unknown) => {
    const log = target();
    if (detail === undefined) log[level](message);
    else log[level](fieldsOf(detail), message);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

export const logger: Log = messageLog(rootLogger);
