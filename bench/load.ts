// Throughput and latency of one page under a fixed number of connections (autocannon), after a
// warm-up at the same load so that first renders, JIT and caches are not what gets measured.
import autocannon from 'autocannon';
import type { LoadFigure, ServerSetup } from './types';

export interface LoadSettings {
  connections: number;
  durationS: number;
  warmupS: number;
  /** Sent with every request, like a browser's. */
  acceptEncoding: string;
}

/** `beforeRun` is called between the warm-up and the measured run (to read counters from). */
export async function measureLoad(
  setup: ServerSetup,
  page: { kind: LoadFigure['kind']; path: string },
  url: string,
  settings: LoadSettings,
  beforeRun?: () => void,
): Promise<LoadFigure> {
  const options = {
    url,
    connections: settings.connections,
    headers: { 'accept-encoding': settings.acceptEncoding },
  };
  if (settings.warmupS > 0) await autocannon({ ...options, duration: settings.warmupS });
  beforeRun?.();
  const result = await autocannon({ ...options, duration: settings.durationS });
  const requests = result.requests.total;
  return {
    setup,
    kind: page.kind,
    path: page.path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    responseBytes: requests > 0 ? Math.round(result.throughput.total / requests) : 0,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
