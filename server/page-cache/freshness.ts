// Keeps the page cache in step with the content: a publish (the signed webhook, or a new cache
// version that `spaces/me` reports) makes every stored page out of date at once. Pages that are
// all served from the cache make no content requests, so `spaces/me` is polled here, every
// CONTENT_CV_TTL_MS, for publishes whose webhook never arrived.
import { contentClient, type ContentClient } from '../../app/content/client.server';
import { onNewContent } from '../../app/content/content-events';
import { logger } from '../../app/logging/logger.server';

/** Never poll the content service more often than this, whatever CONTENT_CV_TTL_MS says. */
const MIN_POLL_MS = 1_000;

export interface Invalidatable {
  invalidateAll(): void;
}

export function keepPagesFresh(
  cache: Invalidatable,
  options: { pollMs: number; client?: () => ContentClient },
): () => void {
  const stopListening = onNewContent((cacheVersion) => {
    logger.info('New content; cached pages will be rendered again. Cache version', cacheVersion ?? 'unknown');
    cache.invalidateAll();
  });
  const client = options.client ?? contentClient;
  const poll = setInterval(
    () => {
      // A new version announces itself (app/content/content-events.ts); failures change nothing.
      client()
        .cacheVersion()
        .catch((error: unknown) => logger.debug('Cache version check failed:', error));
    },
    Math.max(MIN_POLL_MS, options.pollMs),
  );
  poll.unref();
  return () => {
    clearInterval(poll);
    stopListening();
  };
}
