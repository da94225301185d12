// Window errors and unhandled promise rejections, as monitoring error events. Resource load
// failures (an image that 404s) do not bubble to window, so only script errors are reported.
import {
  MAX_MESSAGE_LENGTH,
  MAX_URL_LENGTH,
  trimStack,
  type ErrorEvent as MonitoringErrorEvent,
} from '../monitoring-events';

/** An error as collected; the runtime adds the view it happened in (untracked sessions have none). */
export type PageError = Omit<MonitoringErrorEvent, 'viewId'>;

export interface ErrorCollectorOptions {
  report: (event: PageError) => void;
  newId: () => string;
}

export function collectErrors(target: Window, { report, newId }: ErrorCollectorOptions): () => void {
  const base = () => ({
    kind: 'error' as const,
    id: newId(),
    at: new Date().toISOString(),
    url: target.location.href.slice(0, MAX_URL_LENGTH),
  });

  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    report({
      ...base(),
      source: 'error',
      message: (event.message || describe(error)).slice(0, MAX_MESSAGE_LENGTH),
      ...optional('stack', trimStack(error instanceof Error ? error.stack : undefined)),
      ...optional('file', event.filename ? event.filename.slice(0, MAX_URL_LENGTH) : undefined),
      ...optional('line', event.lineno || undefined),
      ...optional('column', event.colno || undefined),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    report({
      ...base(),
      source: 'unhandledrejection',
      message: describe(reason).slice(0, MAX_MESSAGE_LENGTH),
      ...optional('stack', trimStack(reason instanceof Error ? reason.stack : undefined)),
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** `{ [key]: value }` when there is a value (the event types use optional, not undefined, fields). */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
