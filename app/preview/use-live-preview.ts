// A page in the editor shows the story as it is being edited: each `input` event from the bridge
// posts the edited story to the page's own action (preview-input.server.ts), which parses it as a
// loaded story is parsed and answers the page's data; the page then renders that data instead of
// its loader's, without a reload and without saving. A save (`change`) or a publish reloads the page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { PreviewState } from './preview-context';
import { listenToBridge, openedByEditor, type BridgeEvent } from './storyblok-bridge';

/** The bridge sends an event per keystroke; the page asks the server for the latest after a pause. */
const INPUT_PAUSE_MS = 150;

interface PreviewInputAnswer<Page> {
  previewInput: true;
  page: Page | null;
  error: string | null;
}

function isPreviewInputAnswer<Page>(value: unknown): value is PreviewInputAnswer<Page> {
  return (
    typeof value === 'object' && value !== null && (value as { previewInput?: unknown }).previewInput === true
  );
}

export interface LivePreview<Page> {
  page: Page;
  /** Why the latest edit could not be shown (the preview bar says it). */
  error: string | null;
  /** Whether the bridge could not be started (its script did not load). */
  bridgeError: string | null;
}

export function useLivePreview<Page>(
  loaderData: Page,
  storyId: number | null,
  preview: PreviewState | null,
): LivePreview<Page> {
  const fetcher = useFetcher();
  const location = useLocation();
  const [bridgeError, setBridgeError] = useState<string | null>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { submit } = fetcher;
  // One edit on its way at a time: a newer one waits for it instead of cancelling it (React Router
  // aborts a fetcher's submission in flight, and the aborted answer's body then fails uncaught).
  const sending = fetcher.state !== 'idle';
  const sendingNow = useRef(sending);
  const waiting = useRef<{ story: unknown } | null>(null);
  const send = useCallback(
    (story: unknown) => {
      sendingNow.current = true;
      void submit({ story: story ?? null } as Parameters<typeof submit>[0], {
        method: 'post',
        encType: 'application/json',
      });
    },
    [submit],
  );
  useEffect(() => {
    sendingNow.current = sending;
    if (sending || !waiting.current) return;
    const { story } = waiting.current;
    waiting.current = null;
    send(story);
  }, [sending, send]);
  const inEditor = preview !== null && typeof window !== 'undefined' && openedByEditor(location.search);
  const [startedInEditor] = useState(inEditor);

  useEffect(() => {
    if (!preview || !startedInEditor) return;
    const onEvent = (event: BridgeEvent) => {
      if (event.action === 'input') {
        if (storyId === null || Number(event.story?.id) !== storyId) return;
        const story = event.story;
        clearTimeout(pause.current);
        pause.current = setTimeout(() => {
          // To this route's own action, or after the edit on its way (the latest edit wins).
          if (sendingNow.current) waiting.current = { story };
          else send(story);
        }, INPUT_PAUSE_MS);
      } else if (event.action === 'change' || event.action === 'published') {
        // Saved or published: the page's data as stored now (reloading keeps the editor's link).
        if (storyId === null || Number(event.storyId) === storyId) window.location.reload();
      }
    };
    listenToBridge(preview.bridgeScriptUrl, onEvent).catch((error: unknown) =>
      setBridgeError(error instanceof Error ? error.message : String(error)),
    );
    return () => clearTimeout(pause.current);
  }, [preview, startedInEditor, storyId, send]);

  const answer: unknown = fetcher.data;
  if (!preview || !isPreviewInputAnswer<Page>(answer)) return { page: loaderData, error: null, bridgeError };
  const live = answer.page as (Page & { story?: { id?: number } }) | null;
  // An answer for the story of a page since left is not this page's.
  if (live && live.story?.id === storyId) return { page: live, error: null, bridgeError };
  return { page: loaderData, error: answer.error, bridgeError };
}
