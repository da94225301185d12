// The messages between the pages and the service worker (public/sw.js, which documents when each
// reply is sent). sw.js is a plain static file, so it repeats these strings; a test keeps the two
// in step.

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
/** §9: the worker's caches are named with a prefix and v1, then the release. */
export const WORKER_CACHE_PREFIX = 'shiftlane-v1-';
export const OFFLINE_PAGE_PATH = '/offline.html';

/** Messages to the worker (§4). */
export type WorkerRequest =
  { type: 'new release'; release: string; previous: string } | { type: 'force cache clear' };

/** What the worker sends back (§4). */
export const WORKER_REPLIES = [
  'cache updated',
  'offline fallback',
  'release cache cleared',
  'release stored',
] as const;
export type WorkerReplyType = (typeof WORKER_REPLIES)[number];

export interface WorkerReply {
  type: WorkerReplyType;
  [detail: string]: unknown;
}

export function isWorkerReply(data: unknown): data is WorkerReply {
  const type = (data as { type?: unknown } | null)?.type;
  return typeof type === 'string' && (WORKER_REPLIES as readonly string[]).includes(type);
}
