// Managing stories: a new story, a copy in another region, a rename or move (with the redirect it
// suggests, checked against the existing rules: RedirectOffer), a deletion. Each is a modal
// dialog; what the service refuses is said in it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  api,
  type Region,
  type RootComponent,
  type StoryListEntry,
  type StoryView,
  type RedirectSuggestion,
} from '../api/client';
import type { Block } from '../schema/blocks';
import { slugError, slugify } from '../schema/slug';
import {
  Alert,
  DialogActions,
  RenameFields,
  SelectField,
  TextField,
  useFailure,
  useRenameFields,
} from './DialogParts';
import { Modal } from './Modal';
import { RedirectOffer } from './RedirectOffer';

/** New story: where (a region or a folder), its page type, name and slug; opens it once made. */
export function NewStoryDialog({
  onCreated,
  onClose,
  onUnauthorised,
  defaultParent = 'us',
}: {
  onCreated: (id: number) => void;
  onClose: () => void;
  onUnauthorised: () => void;
  defaultParent?: string;
}) {
  const [folders, setFolders] = useState<StoryListEntry[] | null>(null);
  const [components, setComponents] = useState<RootComponent[] | null>(null);
  const [parent, setParent] = useState('');
  const [component, setComponent] = useState('');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError, fail] = useFailure(onUnauthorised);

  useEffect(() => {
    let current = true;
    Promise.all([api.stories(), api.components()]).then(
      ([stories, roots]) => {
        if (!current) return;
        const found = stories.filter((story) => story.is_folder);
        setFolders(found);
        setComponents(roots);
        setParent(
          found.some((folder) => folder.full_slug === defaultParent)
            ? defaultParent
            : (found[0]?.full_slug ?? ''),
        );
        setComponent(roots.some((root) => root.name === 'page') ? 'page' : (roots[0]?.name ?? ''));
      },
      (caught: unknown) => current && fail(caught, 'The folders and page types could not be loaded.'),
    );
    return () => {
      current = false;
    };
  }, [defaultParent, fail]);

  const shownSlug = slugEdited ? slug : slugify(name);
  const nameError = tried && name.trim() === '' ? 'A name is required.' : null;
  const shownSlugError = tried || slugEdited ? slugError(shownSlug) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setError(null);
    if (name.trim() === '' || slugError(shownSlug) || !component) return;
    setBusy(true);
    try {
      const created = await api.create({ name: name.trim(), slug: shownSlug, component, parent });
      onCreated(created.story.id);
    } catch (caught) {
      fail(caught, 'The story could not be created.');
    } finally {
      setBusy(false);
    }
  }

  const loading = folders === null || components === null;
  // The dialog opened on Cancel, its only control while the fields loaded: they take the focus,
  // unless the editor has moved it on meanwhile.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (loading || !form) return;
    const active = document.activeElement;
    if (active === document.body || (active instanceof HTMLButtonElement && form.contains(active))) {
      form.querySelector<HTMLElement>('select, input')?.focus();
    }
  }, [loading]);
  return (
    <Modal title="New story" onClose={onClose}>
      <form ref={formRef} className="dialog-form" onSubmit={(event) => void submit(event)} noValidate>
        {loading && !error ? <p role="status">Loading folders and page types…</p> : null}
        {folders !== null && components !== null ? (
          <>
            <SelectField
              label="Region or folder"
              value={parent}
              onChange={setParent}
              options={folders.map((folder) => ({
                value: folder.full_slug,
                label: folder.full_slug.includes('/')
                  ? `${folder.full_slug} (${folder.name})`
                  : `${folder.name} (${folder.full_slug})`,
              }))}
            />
            <SelectField
              label="Page type"
              value={component}
              onChange={setComponent}
              options={components.map((root) => ({
                value: root.name,
                label: root.display_name ?? root.name,
              }))}
            />
            <TextField label="Name" value={name} onChange={setName} error={nameError} />
            <TextField
              label="Slug"
              value={shownSlug}
              onChange={(value) => {
                setSlugEdited(true);
                setSlug(value);
              }}
              error={shownSlugError}
              hint={`Lowercase letters, digits and hyphens. Full slug: ${parent ? `${parent}/` : ''}${shownSlug || '…'}`}
            />
          </>
        ) : null}
        <Alert message={error} />
        <DialogActions
          action={{ label: 'Create story', busyLabel: 'Creating…', busy, disabled: loading }}
          cancel={{ onCancel: onClose }}
        />
      </form>
    </Modal>
  );
}

/** Duplicate to another region: the saved draft is copied there, unpublished, and opened. */
export function DuplicateDialog({
  story,
  dirty,
  onDuplicated,
  onClose,
  onUnauthorised,
}: {
  story: { id: number; name: string; full_slug: string };
  dirty: boolean;
  onDuplicated: (id: number) => void;
  onClose: () => void;
  onUnauthorised: () => void;
}) {
  const here = story.full_slug.split('/')[0] ?? '';
  const [regions, setRegions] = useState<Region[] | null>(null);
  const [region, setRegion] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError, fail] = useFailure(onUnauthorised);

  useEffect(() => {
    let current = true;
    api.regions().then(
      (found) => {
        if (!current) return;
        const others = found.filter((item) => item.code !== here);
        setRegions(others);
        setRegion(others[0]?.code ?? '');
      },
      (caught: unknown) => current && fail(caught, 'The regions could not be loaded.'),
    );
    return () => {
      current = false;
    };
  }, [here, fail]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!region) return;
    setBusy(true);
    setError(null);
    try {
      const copy = await api.duplicate(story.id, region);
      onDuplicated(copy.story.id);
    } catch (caught) {
      fail(caught, 'The story could not be duplicated.');
    } finally {
      setBusy(false);
    }
  }

  const rest = story.full_slug.split('/').slice(1).join('/');
  return (
    <Modal title={`Duplicate “${story.name}”`} onClose={onClose}>
      <form className="dialog-form" onSubmit={(event) => void submit(event)}>
        {regions === null && !error ? <p role="status">Loading regions…</p> : null}
        {regions !== null && regions.length === 0 ? (
          <p className="muted">There is no other region to copy this story to.</p>
        ) : null}
        {regions !== null && regions.length > 0 ? (
          <SelectField
            label="Copy to region"
            value={region}
            onChange={setRegion}
            options={regions.map((item) => ({ value: item.code, label: `${item.name} (${item.code})` }))}
          />
        ) : null}
        <p className="hint">
          The copy is {region ? `${region}/${rest}` : 'made'}, unpublished, from the saved draft
          {dirty ? ' (your unsaved changes are not in it)' : ''}.
        </p>
        <Alert message={error} />
        <DialogActions
          action={{ label: 'Duplicate', busyLabel: 'Duplicating…', busy, disabled: !region }}
          cancel={{ onCancel: onClose }}
        />
      </form>
    </Modal>
  );
}

/**
 * Rename or move: a new name is saved (with the saved draft's content), a new full slug moved to;
 * when the service suggests a redirect from the old address, it is offered.
 */
export function MoveDialog({
  view,
  content,
  onMoved,
  onClose,
  onUnauthorised,
}: {
  view: StoryView;
  /** The saved draft, sent with a new name. */
  content: Block;
  onMoved: (next: StoryView, message: string) => void;
  onClose: () => void;
  onUnauthorised: () => void;
}) {
  const fields = useRenameFields({ name: view.story.name, fullSlug: view.story.full_slug });
  const [busy, setBusy] = useState(false);
  const [redirect, setRedirect] = useState<RedirectSuggestion | null>(null);
  const [done, setDone] = useState('');
  const [error, setError, fail] = useFailure(onUnauthorised);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!fields.check()) return;
    const { newName, newSlug, renamed, moved } = fields;
    if (!renamed && !moved) {
      onClose();
      return;
    }
    setBusy(true);
    let current = view;
    try {
      if (renamed) {
        current = await api.save(view.story.id, current.etag, { name: newName, content });
      }
      let suggested: RedirectSuggestion | null = null;
      if (moved) {
        const answer = await api.move(view.story.id, current.etag, newSlug);
        suggested = answer.redirect;
        current = answer;
      }
      const message =
        renamed && moved
          ? `Renamed “${newName}” and moved to /${newSlug}.`
          : renamed
            ? `Renamed “${newName}”.`
            : `Moved to /${newSlug}.`;
      onMoved(current, message);
      setDone(message);
      if (suggested) setRedirect(suggested);
      else onClose();
    } catch (caught) {
      // A rename that went through before a refused move is kept: the editor shows it.
      if (current !== view) onMoved(current, `Renamed “${newName}”.`);
      fail(caught, 'The story could not be renamed or moved.');
    } finally {
      setBusy(false);
    }
  }

  if (redirect) {
    return (
      <Modal title="Rename or move" onClose={onClose}>
        <RedirectOffer
          redirect={redirect}
          done={done}
          note={`The old address can send visitors on to the new one${
            view.published !== null
              ? '.'
              : ' (this story is not published, so nobody may have the old address yet).'
          }`}
          onClose={onClose}
          onUnauthorised={onUnauthorised}
        />
      </Modal>
    );
  }

  return (
    <Modal title="Rename or move" onClose={onClose}>
      <form className="dialog-form" onSubmit={(event) => void submit(event)} noValidate>
        <RenameFields
          fields={fields}
          slugHint="The region or folder and the slug, such as gb/guides/new-name: lowercase letters, digits and hyphens."
        />
        <Alert message={error} />
        <DialogActions
          action={{ label: 'Rename or move', busyLabel: 'Saving…', busy }}
          cancel={{ onCancel: onClose }}
        />
      </form>
    </Modal>
  );
}

/** Delete: asks first, naming the story; the story and its versions are gone afterwards. */
export function DeleteDialog({
  view,
  onDeleted,
  onClose,
  onUnauthorised,
}: {
  view: StoryView;
  onDeleted: () => void;
  onClose: () => void;
  onUnauthorised: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError, fail] = useFailure(onUnauthorised);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await api.remove(view.story.id, view.etag);
      onDeleted();
    } catch (caught) {
      fail(caught, 'The story could not be deleted.');
      setBusy(false);
    }
  }

  return (
    <Modal title={`Delete “${view.story.name}”?`} onClose={onClose}>
      <div className="dialog-form">
        <p>
          The story “{view.story.name}” (/{view.story.full_slug}) and its versions are deleted
          {view.published !== null ? ', and the page goes off the live site' : ''}. This cannot be undone.
        </p>
        <Alert message={error} />
        <DialogActions
          action={{
            label: 'Delete story',
            busyLabel: 'Deleting…',
            busy,
            tone: 'danger',
            onAct: () => void remove(),
          }}
          cancel={{ onCancel: onClose, focusCancel: true }}
        />
      </div>
    </Modal>
  );
}
