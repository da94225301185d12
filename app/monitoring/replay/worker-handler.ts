// The compression worker's message handler, kept apart from ./replay-worker.ts (the entry that
// binds it to the worker scope) so it can be tested as a plain function.
import { createSegmentBuilder, type ClosedSegment, type SegmentBuilder } from './segment';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

export interface WorkerHandlerDeps {
  post(message: WorkerResponse, transfer: Transferable[]): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Ends the worker once the last segment after a stop has been posted. */
  exit(): void;
}

export async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function createReplayWorkerHandler(deps: WorkerHandlerDeps): (message: WorkerRequest) => void {
  let builder: SegmentBuilder | null = null;
  // Compression is asynchronous; chaining keeps segments posted in the order they were closed.
  let pending: Promise<void> = Promise.resolve();
  let stopped = false;

  const send = (segment: ClosedSegment) => {
    pending = pending.then(async () => {
      try {
        const data = await gzip(segment.rawJson);
        const { rawJson: _rawJson, ...meta } = segment;
        deps.post({ type: 'segment', meta: { ...meta, compressedSize: data.byteLength }, data }, [
          data.buffer,
        ]);
      } catch {
        // A segment that cannot be compressed is dropped; recording goes on.
      }
    });
  };

  return (message) => {
    if (stopped) return;
    switch (message.type) {
      case 'view':
        if (builder) builder.changeView(message.viewId);
        else builder = createSegmentBuilder(message.viewId, { ...deps, onClose: send });
        return;
      case 'records':
        for (const record of message.records) builder?.add(record);
        return;
      case 'close':
        builder?.close(message.cause);
        if (message.cause === 'stop') {
          stopped = true;
          void pending.then(() => deps.exit());
        }
        return;
    }
  };
}
