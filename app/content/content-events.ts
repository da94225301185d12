// Publish notifications inside the site process. The React Router build bundles its own copy of
// app/content, apart from the copy the Node server (server/page-cache) imports, so the two meet on
// the one object they share, `process`, under a fixed event name.

const NEW_CONTENT_EVENT = 'shiftlane:new-content-version';

/** Content changed (a publish webhook, or a new cache version seen in `spaces/me`). */
export function announceNewContent(cacheVersion: number | null): void {
  // Node's typings list only its own process events; EventEmitter accepts any name.
  (process as NodeJS.EventEmitter).emit(NEW_CONTENT_EVENT, cacheVersion);
}

/** Calls `listener` on every announcement; returns the function that stops listening. */
export function onNewContent(listener: (cacheVersion: number | null) => void): () => void {
  const handler = (cacheVersion: unknown) => listener(typeof cacheVersion === 'number' ? cacheVersion : null);
  process.on(NEW_CONTENT_EVENT, handler);
  return () => {
    process.off(NEW_CONTENT_EVENT, handler);
  };
}
