// Whether this browser has what session replay needs (requirements §8 'browser-not-supported'): the
// recorder observes the DOM (MutationObserver, WeakMap), compresses segments in a worker
// (Worker, CompressionStream, TextEncoder, Blob) and uploads them as a multipart form (FormData).
const REPLAY_REQUIREMENTS = [
  'Worker',
  'CompressionStream',
  'MutationObserver',
  'WeakMap',
  'Blob',
  'FormData',
  'TextEncoder',
  'Promise',
] as const;

export function isReplaySupported(scope: object = globalThis): boolean {
  const globals = scope as Record<string, unknown>;
  return REPLAY_REQUIREMENTS.every((name) => typeof globals[name] === 'function');
}
