// One place that decides where server logs go and how verbose they are (LOG_LEVEL).
// Lines are plain text on stdout/stderr so any process supervisor can collect them.
import { config } from '../../config/index';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

function enabled(level: Level): boolean {
  const threshold = config().site.logLevel;
  if (threshold === 'silent') return false;
  return LEVELS.indexOf(level) >= LEVELS.indexOf(threshold);
}

function describe(detail: unknown): string {
  if (detail instanceof Error) return `${detail.name}: ${detail.message}`;
  if (detail === undefined) return '';
  return typeof detail === 'string' ? detail : JSON.stringify(detail);
}

function write(level: Level, message: string, detail?: unknown): void {
  if (!enabled(level)) return;
  const extra = describe(detail);
  const line = extra ? `${message} ${extra}` : message;
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, detail?: unknown) => write('debug', message, detail),
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
};
