// The session's replay, played in the browser: rrweb's Replayer rebuilds the recorded page in an
// about:blank frame it creates (scripts are never recorded, so none run there). The library is
// imported only here, when the player mounts; the server renders just the placeholder.
import { useEffect, useRef, useState } from 'react';
import type { Replayer } from 'rrweb';
import { formatClock } from './format';

interface SegmentInfo {
  viewId: string;
  start: number;
}
interface Viewport {
  width: number;
  height: number;
}

/** The viewport of the first meta record (rrweb type 4), if the recording has one. */
function recordedViewport(records: readonly { timestamp: number }[]): Viewport | null {
  for (const record of records as readonly { type?: number; data?: Partial<Viewport> }[]) {
    const { width, height } = record.data ?? {};
    if (record.type === 4 && typeof width === 'number' && typeof height === 'number' && width > 0)
      return { width, height };
  }
  return null;
}

type State = { kind: 'loading' } | { kind: 'empty' } | { kind: 'error'; message: string } | { kind: 'ready' };

export function ReplayPlayer({
  replayUrl,
  viewNames,
}: {
  replayUrl: string;
  viewNames: Record<string, string>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<Replayer | null>(null);
  const stopFitting = useRef<(() => void) | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [total, setTotal] = useState(0);
  const [viewStarts, setViewStarts] = useState<{ viewId: string; offset: number }[]>([]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const response = await fetch(replayUrl, { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`The replay could not be loaded (${response.status}).`);
        const replay = (await response.json()) as {
          segments: SegmentInfo[];
          records: { timestamp: number }[];
        };
        if (cancelled) return;
        const first = replay.records[0];
        // rrweb needs a meta record and a full snapshot at least.
        if (!first || replay.records.length < 2 || !host.current) return setState({ kind: 'empty' });
        const { Replayer } = await import('./replayer.client');
        if (cancelled) return;
        const stage = host.current;
        const replayer = new Replayer(replay.records as never, { root: stage, mouseTail: false });
        // The recording keeps the visitor's viewport size; scaled down to the stage, a phone or a
        // wide desktop recording both show whole.
        let viewport = recordedViewport(replay.records);
        const fit = () => {
          if (!viewport) return;
          const scale = Math.min(1, stage.clientWidth / viewport.width);
          replayer.wrapper.style.transformOrigin = 'top left';
          replayer.wrapper.style.transform = `scale(${scale})`;
          stage.style.height = `${Math.ceil(viewport.height * scale)}px`;
        };
        replayer.on('resize', (dimension) => {
          viewport = dimension as Viewport;
          fit();
        });
        fit();
        window.addEventListener('resize', fit);
        stopFitting.current = () => window.removeEventListener('resize', fit);
        replayer.on('finish', () => {
          setPlaying(false);
          setElapsed(replayer.getMetaData().totalTime);
        });
        // The frame rrweb creates has no name; screen readers announce this one.
        replayer.iframe.title = 'Session replay';
        player.current = replayer;
        setTotal(replayer.getMetaData().totalTime);
        const starts = new Map<string, number>();
        for (const segment of replay.segments) {
          if (!starts.has(segment.viewId))
            starts.set(segment.viewId, Math.max(0, segment.start - first.timestamp));
        }
        setViewStarts([...starts].map(([viewId, offset]) => ({ viewId, offset })));
        setState({ kind: 'ready' });
      } catch (error) {
        if (!cancelled)
          setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
      stopFitting.current?.();
      player.current?.destroy();
      player.current = null;
    };
  }, [replayUrl]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setElapsed(player.current?.getCurrentTime() ?? 0), 250);
    return () => clearInterval(timer);
  }, [playing]);

  function playFrom(offset: number) {
    player.current?.play(offset);
    setElapsed(offset);
    setPlaying(true);
  }

  function toggle() {
    const replayer = player.current;
    if (!replayer) return;
    if (playing) {
      replayer.pause();
      setElapsed(replayer.getCurrentTime());
      setPlaying(false);
    } else {
      playFrom(elapsed >= total ? 0 : elapsed);
    }
  }

  return (
    <section aria-labelledby="replay-heading" className="admin-replay">
      <h2 id="replay-heading">Replay</h2>
      {state.kind === 'loading' ? <p>Loading the replay…</p> : null}
      {state.kind === 'empty' ? <p>This session has no replay to play.</p> : null}
      {state.kind === 'error' ? <p role="alert">{state.message}</p> : null}
      {state.kind === 'ready' ? (
        <div className="admin-replay-controls">
          <button type="button" onClick={toggle}>
            {playing ? 'Pause' : 'Play'}
          </button>
          <span aria-live="off" data-testid="replay-clock">
            {formatClock(elapsed)} / {formatClock(total)}
          </span>
          {viewStarts.length > 1
            ? viewStarts.map(({ viewId, offset }) => (
                <button type="button" key={viewId} onClick={() => playFrom(offset)}>
                  Play from {viewNames[viewId] ?? 'view'} ({formatClock(offset)})
                </button>
              ))
            : null}
        </div>
      ) : null}
      <div ref={host} className="admin-replay-stage" data-testid="replay-stage" />
    </section>
  );
}
