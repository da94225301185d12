// The live preview: the site's page of the story at a signed editor link, framed beside the form.
// It is driven through the bridge (/editor/bridge.js inside the page): every edit is sent as an
// `input` event with the edited story after a short pause, a save as `change` and a publish as
// `published` (the page reloads). Messages are taken only from that frame and the site's origin.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { PreviewLink, Story } from '../api/client';
import { withEditableMarkers, type Block } from '../schema/blocks';
import { isFromPreview, type ToPreview } from '../bridge/protocol';

/** The editor sends the story after this pause in typing (the page waits 150 ms more itself). */
export const INPUT_DEBOUNCE_MS = 250;

export interface PreviewEvent {
  action: 'change' | 'published';
  /** When it happened: a new value sends the event again. */
  at: number;
}

interface Props {
  link: PreviewLink | null;
  linkError: string | null;
  story: Story;
  content: Block;
  selectedUid: string | null;
  event: PreviewEvent | null;
  onSelect: (uid: string) => void;
  onReload: () => void;
}

export function PreviewFrame({
  link,
  linkError,
  story,
  content,
  selectedUid,
  event,
  onSelect,
  onReload,
}: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The link whose page said it listens: a new link is a new page, which says so again.
  const [listeningTo, setListeningTo] = useState<string | null>(null);
  const listening = link !== null && listeningTo === link.url;
  const [width, setWidth] = useState<'full' | 'tablet' | 'phone'>('full');

  const post = useEffectEvent((message: ToPreview) => {
    const target = frame.current?.contentWindow;
    if (target && link) target.postMessage(message, link.origin);
  });

  const sendInput = useEffectEvent(() => {
    if (!link) return;
    post({
      editorStandIn: {
        action: 'input',
        story: { ...story, content: withEditableMarkers(content, story.id, link.spaceId) },
      },
    });
  });

  const onMessage = useEffectEvent((message: MessageEvent) => {
    if (!link || message.origin !== link.origin || message.source !== frame.current?.contentWindow) return;
    if (!isFromPreview(message.data)) return;
    if (message.data.bridge === 'listening') {
      setListeningTo(link.url);
      sendInput();
      if (selectedUid) post({ editorHighlight: { blokUid: `${story.id}-${selectedUid}` } });
    } else if (message.data.bridge === 'select') {
      if (message.data.storyId === null || message.data.storyId === story.id) onSelect(message.data.uid);
    }
  });

  // What the page says: it listens (it gets the current edit), or a block was clicked.
  useEffect(() => {
    const listener = (message: MessageEvent) => onMessage(message);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  // Each edit, after a pause.
  useEffect(() => {
    if (!listening) return;
    const timer = setTimeout(() => sendInput(), INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [content, listening]);

  // Saved or published: the page reloads and shows the story as stored.
  useEffect(() => {
    if (event) post({ editorStandIn: { action: event.action, storyId: story.id } });
  }, [event, story.id]);

  // The selected block is outlined in the page.
  useEffect(() => {
    if (listening) post({ editorHighlight: { blokUid: selectedUid ? `${story.id}-${selectedUid}` : null } });
  }, [selectedUid, listening, story.id]);

  return (
    <div className="preview">
      <div className="preview-bar">
        <span className={listening ? 'live' : 'waiting'} role="status">
          {listening ? 'Live preview' : link ? 'Connecting to the preview…' : 'No preview yet'}
        </span>
        <label>
          <span className="visually-hidden">Preview width</span>
          <select value={width} onChange={(event) => setWidth(event.target.value as typeof width)}>
            <option value="full">Full width</option>
            <option value="tablet">Tablet (768 px)</option>
            <option value="phone">Phone (390 px)</option>
          </select>
        </label>
        <button type="button" onClick={onReload}>
          Reload preview
        </button>
        {link ? (
          <a href={link.url} target="_blank" rel="noreferrer">
            Open in a new tab<span className="visually-hidden"> (preview of {story.name})</span>
          </a>
        ) : null}
      </div>
      {linkError ? (
        <p className="error" role="alert">
          {linkError}
        </p>
      ) : null}
      {link && !link.page ? (
        <p className="hint">
          This story is not a page of its own: the site shows it where it is used, after saving.
        </p>
      ) : null}
      {link ? (
        <div className={`frame-box frame-${width}`}>
          <iframe ref={frame} key={link.url} src={link.url} title={`Preview of ${story.name}`} />
        </div>
      ) : null}
    </div>
  );
}
