// Everything a preview request does reads drafts: the content client (app/content/client.server.ts)
// asks which client to use here, so no loader or block data function needs to pass a flag along.
// The scope is entered by server/preview around the rest of the request, and every promise made
// inside it stays inside it (AsyncLocalStorage); nothing started outside it ever sees a draft.
import { AsyncLocalStorage } from 'node:async_hooks';

// The server and the server build each load a copy of this module; both must share one store.
const STORE_KEY = Symbol.for('shiftlane.preview.scope');
const sharedGlobals = globalThis as { [STORE_KEY]?: AsyncLocalStorage<true> };
const scope = (sharedGlobals[STORE_KEY] ??= new AsyncLocalStorage<true>());

/** Runs `work` (and all it starts) as an editor's preview. */
export function runInPreview<T>(work: () => T): T {
  return scope.run(true, work);
}

/** Whether the code running now serves an editor's preview. */
export function inPreviewScope(): boolean {
  return scope.getStore() === true;
}
