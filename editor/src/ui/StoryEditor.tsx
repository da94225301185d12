// One story open: its form (generated from the component definitions) beside the live preview.
// Edits are sent to the preview as the bridge's `input` events as they are typed; Save draft,
// Publish and Unpublish name the version they were made to (If-Match), so that a story someone
// else saved meanwhile is never overwritten.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError, type PreviewLink, type StoryListEntry, type StoryView } from '../api/client';
import { isBlock, newUid, pathToBlock, withoutEditableMarkers, type Block } from '../schema/blocks';
import { COMPONENTS } from '../schema/components';
import { componentIndex, componentLabel } from '../schema/fields';
import { validateBlock } from '../schema/validate';
import { BlockForm } from './BlockForm';
import { EditorContext, errorMap, type EditorState } from './editor-context';
import { PreviewFrame, type PreviewEvent } from './PreviewFrame';
import { DeleteDialog, DuplicateDialog, MoveDialog } from './StoryDialogs';
import { PublishedComparison } from './PublishedComparison';
import { Versions } from './Versions';

export const CONFLICT_MESSAGE = 'Someone saved this story after you opened it.';
const DEFINITIONS = componentIndex(COMPONENTS);
/** An editor link is good for an hour: the preview gets a new one well before. */
const LINK_REFRESH_MS = 45 * 60 * 1000;

/** Every block with a uid, so that the form, the preview and the errors can name each one. */
function withUids(block: Block): Block {
  const copy: Block = { ...block, _uid: block._uid || newUid() };
  for (const [key, value] of Object.entries(copy)) {
    if (Array.isArray(value)) copy[key] = value.map((item) => (isBlock(item) ? withUids(item) : item));
  }
  return copy;
}

interface Props {
  storyId: number;
  onDirtyChange: (dirty: boolean) => void;
  onChanged: () => void;
  onUnauthorised: () => void;
  /** Opens another story (the copy a duplicate made). */
  onOpen: (id: number) => void;
  /** The story was deleted: back to the list. */
  onDeleted: () => void;
}

type Busy = null | 'saving' | 'publishing' | 'unpublishing' | 'restoring' | 'loading';

export function StoryEditor({ storyId, onDirtyChange, onChanged, onUnauthorised, onOpen, onDeleted }: Props) {
  const [view, setView] = useState<StoryView | null>(null);
  const [content, setContent] = useState<Block | null>(null);
  const [saved, setSaved] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>('loading');
  const [status, setStatus] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [stories, setStories] = useState<StoryListEntry[]>([]);
  const [selectedUid, setSelectedUid] = useState<string | null>(null);
  const [expanded, setExpandedSet] = useState<ReadonlySet<string>>(() => new Set());
  const [previewEvent, setPreviewEvent] = useState<PreviewEvent | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [comparisonOpen, setComparisonOpen] = useState(false);
  const [versionsKey, setVersionsKey] = useState(0);
  const [dialog, setDialog] = useState<null | 'duplicate' | 'move' | 'delete'>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const failed = useCallback(
    (error: unknown, fallback: string) => {
      if (error instanceof ApiError && error.status === 401) {
        onUnauthorised();
        return;
      }
      setActionError(error instanceof Error ? error.message : fallback);
    },
    [onUnauthorised],
  );

  /**
   * The story as the service has it now. `basis`: the form's content (as JSON) the change was made
   * from; what was typed since then stays in the form (and unsaved). Without one, the form is
   * replaced (a load, a restore).
   */
  const accept = useCallback((next: StoryView, basis?: string) => {
    const tree = withUids(withoutEditableMarkers(next.story.content));
    setView(next);
    setContent((current) =>
      basis === undefined || current === null || JSON.stringify(current) === basis ? tree : current,
    );
    setSaved(JSON.stringify(tree));
    setConflict(false);
  }, []);

  /**
   * Reads the story into the form (busy is 'loading' meanwhile: it starts so, and a reload sets it);
   * `isCurrent` says whether the answer is still wanted.
   */
  const load = useCallback(
    (isCurrent: () => boolean = () => true): Promise<void> =>
      api.story(storyId).then(
        (loaded) => {
          if (!isCurrent()) return;
          accept(loaded);
          setLoadError(null);
          setBusy(null);
        },
        (error: unknown) => {
          if (!isCurrent()) return;
          setBusy(null);
          if (error instanceof ApiError && error.status === 401) onUnauthorised();
          else setLoadError(error instanceof Error ? error.message : 'The story could not be loaded.');
        },
      ),
    [storyId, accept, onUnauthorised],
  );

  const refreshLink = useCallback(async () => {
    try {
      setLink(await api.previewLink(storyId));
      setLinkError(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onUnauthorised();
      else setLinkError(error instanceof Error ? error.message : 'The preview could not be opened.');
    }
  }, [storyId, onUnauthorised]);

  useEffect(() => {
    let current = true;
    void load(() => current);
    api.stories().then(
      (found) => current && setStories(found),
      () => current && setStories([]),
    );
    const timer = setInterval(() => void refreshLink(), LINK_REFRESH_MS);
    const first = setTimeout(() => void refreshLink(), 0);
    return () => {
      current = false;
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [load, refreshLink]);

  const dirty = content !== null && JSON.stringify(content) !== saved;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Gone (another story opened, Back pressed, a render failed): nothing of it is unsaved any more.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const errors = useMemo(() => (content ? validateBlock(content, DEFINITIONS) : []), [content]);
  const shownErrors = useMemo(
    () => (showErrors ? errorMap(errors) : new Map<string, string>()),
    [showErrors, errors],
  );

  const setExpanded = useCallback((uid: string, open: boolean) => {
    setExpandedSet((previous) => {
      if (previous.has(uid) === open) return previous;
      const next = new Set(previous);
      if (open) next.add(uid);
      else next.delete(uid);
      return next;
    });
  }, []);

  /** Selects a block (from the form or a click in the preview): its form is opened and shown. */
  const select = useCallback(
    (uid: string | null) => {
      setSelectedUid(uid);
      if (uid === null || !content) return;
      const path = pathToBlock(content, uid);
      if (!path) return;
      setExpandedSet((previous) => {
        const next = new Set(previous);
        for (const step of path) next.add(step);
        return next;
      });
    },
    [content],
  );

  // A block selected in the preview: its card is scrolled to and focused once it is open.
  useEffect(() => {
    if (!selectedUid) return;
    const card = formRef.current?.querySelector<HTMLElement>(
      `[data-block-card="${CSS.escape(selectedUid)}"]`,
    );
    if (card && !card.contains(document.activeElement)) {
      card.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      card.querySelector<HTMLElement>('[data-block-heading]')?.focus({ preventScroll: true });
    }
  }, [selectedUid, expanded]);

  function focusFirstError() {
    const first = errors[0];
    if (!first) return;
    select(first.uid);
    requestAnimationFrame(() => {
      document.getElementById(`f-${first.uid}-${first.field}`)?.focus();
    });
  }

  /** Saves the form's content; the answer, and the content (as JSON) that was saved. */
  async function save(): Promise<{ view: StoryView; sent: string } | null> {
    if (!view || !content) return null;
    setActionError(null);
    setStatus('');
    if (errors.length > 0) {
      setShowErrors(true);
      setActionError(
        `${errors.length === 1 ? 'One field needs' : `${errors.length} fields need`} fixing before the story can be saved.`,
      );
      focusFirstError();
      return null;
    }
    setBusy('saving');
    const sent = JSON.stringify(content);
    try {
      const next = await api.save(storyId, view.etag, { content });
      accept(next, sent);
      setShowErrors(false);
      setStatus('Draft saved.');
      setPreviewEvent({ action: 'change', at: Date.now() });
      setVersionsKey((key) => key + 1);
      onChanged();
      return { view: next, sent };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else failed(error, 'The draft could not be saved.');
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function publish() {
    if (!view) return;
    // Publishing publishes the saved draft: the form's content then, unless edited meanwhile.
    const current = dirty ? await save() : { view, sent: saved };
    if (!current) return;
    setBusy('publishing');
    setActionError(null);
    try {
      accept(await api.publish(storyId, current.view.etag), current.sent);
      setStatus('Published: the live site shows this version.');
      setPreviewEvent({ action: 'published', at: Date.now() });
      setVersionsKey((key) => key + 1);
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else failed(error, 'The story could not be published.');
    } finally {
      setBusy(null);
    }
  }

  async function unpublish() {
    if (!view) return;
    if (!window.confirm('Take this page off the live site? Its draft is kept.')) return;
    setBusy('unpublishing');
    setActionError(null);
    try {
      // The draft stays as it was: only the story's state and version change, and the form keeps
      // whatever is typed in it.
      setView(await api.unpublish(storyId, view.etag));
      setConflict(false);
      setStatus('Unpublished: the page is no longer on the live site.');
      setPreviewEvent({ action: 'published', at: Date.now() });
      setVersionsKey((key) => key + 1);
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else failed(error, 'The story could not be unpublished.');
    } finally {
      setBusy(null);
    }
  }

  async function restore(version: number) {
    if (!view) return;
    if (dirty && !window.confirm('Restoring replaces your unsaved changes. Restore anyway?')) return;
    setBusy('restoring');
    setActionError(null);
    try {
      accept(await api.restore(storyId, version, view.etag));
      setStatus(`Version ${version} restored as the draft.`);
      setPreviewEvent({ action: 'change', at: Date.now() });
      setVersionsKey((key) => key + 1);
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else failed(error, 'The version could not be restored.');
    } finally {
      setBusy(null);
    }
  }

  async function reloadAfterConflict() {
    if (dirty && !window.confirm('Reloading drops your unsaved changes. Reload?')) return;
    setStatus('');
    setActionError(null);
    await reload();
    setPreviewEvent({ action: 'change', at: Date.now() });
  }

  async function reload() {
    setBusy('loading');
    await load();
  }

  const editor: EditorState = useMemo(
    () => ({
      definitions: DEFINITIONS,
      stories,
      selectedUid,
      select,
      expanded,
      setExpanded,
      errors: shownErrors,
      region: view?.story.full_slug.split('/')[0] ?? '',
    }),
    [stories, selectedUid, select, expanded, setExpanded, shownErrors, view],
  );

  if (loadError) {
    return (
      <div className="story-error">
        <p className="error" role="alert">
          {loadError}
        </p>
        <button type="button" onClick={() => void reload()}>
          Try again
        </button>
      </div>
    );
  }
  if (!view || !content) {
    return (
      <p className="loading" role="status">
        Loading the story…
      </p>
    );
  }

  const { story } = view;
  const published = view.published !== null;
  const changedSincePublish =
    published && story.published_at !== null && dirty === false && view.published !== null
      ? JSON.stringify(withoutEditableMarkers(view.published)) !==
        JSON.stringify(withoutEditableMarkers(story.content))
      : false;
  const state = dirty
    ? 'Unsaved changes'
    : !published
      ? 'Draft, not published'
      : changedSincePublish
        ? 'Saved; the live site shows an older version'
        : 'Published';
  const disabled = busy !== null;

  return (
    <EditorContext.Provider value={editor}>
      <div className="story-editor">
        <div className="story-header">
          <div className="story-title">
            <h1>{story.name}</h1>
            <p className="muted">
              /{story.full_slug} · {componentLabel(DEFINITIONS.get(content.component), content.component)} ·{' '}
              <span className="story-state">{state}</span>
            </p>
          </div>
          <div className="toolbar" role="toolbar" aria-label="Story actions">
            <button
              type="button"
              className="primary"
              disabled={disabled || !dirty}
              onClick={() => void save()}
            >
              {busy === 'saving' ? 'Saving…' : 'Save draft'}
            </button>
            <button
              type="button"
              disabled={disabled || (!dirty && published && !changedSincePublish)}
              onClick={() => void publish()}
            >
              {busy === 'publishing' ? 'Publishing…' : 'Publish'}
            </button>
            <button type="button" disabled={disabled || !published} onClick={() => void unpublish()}>
              {busy === 'unpublishing' ? 'Unpublishing…' : 'Unpublish'}
            </button>
            <button type="button" disabled={disabled} onClick={() => setDialog('move')}>
              Rename or move
            </button>
            <button type="button" disabled={disabled} onClick={() => setDialog('duplicate')}>
              Duplicate to…
            </button>
            <button type="button" className="danger" disabled={disabled} onClick={() => setDialog('delete')}>
              Delete
            </button>
            <button
              type="button"
              disabled={!published}
              aria-expanded={comparisonOpen && published}
              aria-controls="published-comparison"
              onClick={() => setComparisonOpen((open) => !open)}
            >
              Compare with published
            </button>
            <button
              type="button"
              aria-expanded={versionsOpen}
              aria-controls="versions"
              onClick={() => setVersionsOpen((open) => !open)}
            >
              Versions
            </button>
          </div>
        </div>
        <div className="messages">
          <p role="status" className="status">
            {status}
          </p>
          {conflict ? (
            <div className="conflict" role="alert">
              <p>{CONFLICT_MESSAGE}</p>
              <button type="button" onClick={() => void reloadAfterConflict()}>
                Reload
              </button>
            </div>
          ) : null}
          {actionError ? (
            <p className="error" role="alert">
              {actionError}
            </p>
          ) : null}
        </div>
        {dialog === 'move' ? (
          <MoveDialog
            view={view}
            content={JSON.parse(saved) as Block}
            onMoved={(next, message) => {
              // Only the name and address changed: the form keeps what is typed in it.
              setView(next);
              setConflict(false);
              setStatus(message);
              setVersionsKey((key) => key + 1);
              setPreviewEvent({ action: 'change', at: Date.now() });
              onChanged();
            }}
            onClose={() => setDialog(null)}
            onUnauthorised={onUnauthorised}
          />
        ) : null}
        {dialog === 'duplicate' ? (
          <DuplicateDialog
            story={story}
            dirty={dirty}
            onDuplicated={(id) => {
              setDialog(null);
              onChanged();
              onOpen(id);
            }}
            onClose={() => setDialog(null)}
            onUnauthorised={onUnauthorised}
          />
        ) : null}
        {dialog === 'delete' ? (
          <DeleteDialog
            view={view}
            onDeleted={() => {
              setDialog(null);
              onDeleted();
            }}
            onClose={() => setDialog(null)}
            onUnauthorised={onUnauthorised}
          />
        ) : null}
        {comparisonOpen && view.published ? (
          <PublishedComparison published={view.published} draft={content} />
        ) : null}
        {versionsOpen ? (
          <Versions
            storyId={storyId}
            refreshKey={versionsKey}
            busy={disabled}
            onRestore={(version) => void restore(version)}
            onUnauthorised={onUnauthorised}
          />
        ) : null}
        <div className="panes">
          <section className="form-pane" aria-label="Fields" ref={formRef}>
            <BlockForm block={content} onChange={setContent} root />
          </section>
          <section className="preview-pane" aria-label="Preview">
            <PreviewFrame
              link={link}
              linkError={linkError}
              story={story}
              content={content}
              selectedUid={selectedUid}
              event={previewEvent}
              onSelect={select}
              onReload={() => void refreshLink()}
            />
          </section>
        </div>
      </div>
    </EditorContext.Provider>
  );
}
