// Health checks for load balancers and orchestrators: GET /healthz says the process answers (and how
// late its event loop runs), GET /readyz says it can serve visitors: the database is reachable and
// migrated, and content comes from the content service or, while that is down, from the page cache.
// Both answer JSON, are never cached, and sit before the request guards and the page pipeline, so a
// stalled content service or a flood of posts never delays them.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { RequestHandler, Response } from 'express';

export interface ReadinessChecks {
  /** Resolves when the database answers with every migration applied; rejects with the reason. */
  database(): Promise<void>;
  /** Resolves when the content service answers; rejects with the reason. */
  content(): Promise<void>;
  /** How many rendered pages the page cache holds (served while the content service is down). */
  cachedPages(): number;
}

/** A check that has not answered within this long counts as failed: probes time out at 1-5 s. */
export const CHECK_TIMEOUT_MS = 2_000;
/** How often the event loop's delay is sampled. */
const DELAY_RESOLUTION_MS = 10;
/** What a refused readiness probe tells its caller to wait before asking again. */
const NOT_READY_RETRY_AFTER_S = 5;

function withTimeout(check: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    check(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function outcome(
  check: () => Promise<void>,
  ms: number,
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    await withTimeout(check, ms);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const MB = 2 ** 20;

/** What the process holds now and at its peak, and the heap limit it runs with (MEMORY_LIMIT_MB). */
function memoryFigures() {
  return {
    rssMb: Math.round(process.memoryUsage.rss() / MB),
    // resourceUsage's maxRSS is in kilobytes.
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / MB),
  };
}

function sendJson(response: Response, status: number, body: unknown): void {
  response.status(status).set('Cache-Control', 'no-store').json(body);
}

function sendDraining(response: Response): void {
  response.set('Retry-After', String(NOT_READY_RETRY_AFTER_S));
  sendJson(response, 503, { status: 'draining' });
}

/**
 * `draining` is aborted when the process begins to shut down: from then on /readyz answers 503,
 * including probes whose checks were still running, so load balancers stop sending visitors here.
 */
export function healthRoutes(
  checks: ReadinessChecks,
  timeoutMs = CHECK_TIMEOUT_MS,
  draining?: AbortSignal,
): RequestHandler {
  const delay = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  delay.enable();
  // The histogram holds each timer's whole interval (nanoseconds): the loop's delay is what exceeds it.
  const lateMs = (nanoseconds: number) =>
    Math.max(0, Math.round((nanoseconds / 1e6 - DELAY_RESOLUTION_MS) * 100) / 100);
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path === '/healthz') {
      sendJson(response, 200, {
        status: 'ok',
        uptimeS: Math.round(process.uptime()),
        // Since the previous probe.
        eventLoopDelayMs: {
          p50: lateMs(delay.percentile(50)),
          p99: lateMs(delay.percentile(99)),
          max: lateMs(delay.max),
        },
        memory: memoryFigures(),
      });
      delay.reset();
      return;
    }
    if (request.path === '/readyz') {
      if (draining?.aborted) {
        sendDraining(response);
        return;
      }
      void (async () => {
        const [database, content] = await Promise.all([
          outcome(checks.database, timeoutMs),
          outcome(checks.content, timeoutMs),
        ]);
        if (draining?.aborted) {
          sendDraining(response);
          return;
        }
        const cachedPages = checks.cachedPages();
        // The page cache keeps serving what it holds while the content service is away.
        const contentState = content.ok ? 'ok' : cachedPages > 0 ? 'cached' : 'unavailable';
        const ready = database.ok && contentState !== 'unavailable';
        if (!ready) response.set('Retry-After', String(NOT_READY_RETRY_AFTER_S));
        sendJson(response, ready ? 200 : 503, {
          status: ready ? 'ready' : 'not ready',
          checks: {
            database: database.ok ? 'ok' : { error: database.error },
            content: content.ok ? 'ok' : { state: contentState, error: content.error, cachedPages },
          },
        });
      })().catch(next);
      return;
    }
    next();
  };
}
