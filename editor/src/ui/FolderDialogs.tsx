// Managing folders: a new folder in a region or folder, a rename or move of a folder with every
// story in it (and the one redirect rule its old addresses need), the deletion of an empty folder.
// Each is a modal dialog; what the service refuses (a taken slug, a folder that still holds
// stories) is said in it.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { pathForFullSlug } from '../../../app/content/links';
import { api, type FolderMoveAnswer, type StoryListEntry } from '../api/client';
import { fullSlugError, slugError, slugify } from '../schema/slug';
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

/** The folders a folder can be made in or moved to: the regions, and every folder inside one. */
function placesForFolders(stories: readonly StoryListEntry[], regions: readonly string[]): StoryListEntry[] {
  return stories.filter(
    (entry) => entry.is_folder && regions.includes(entry.full_slug.split('/', 1)[0] ?? ''),
  );
}

function placeLabel(folder: StoryListEntry): string {
  return folder.full_slug.includes('/')
    ? `${folder.full_slug} (${folder.name})`
    : `${folder.name} (${folder.full_slug})`;
}

/** New folder: where (a region or a folder in one), its name and its slug (following the name). */
export function NewFolderDialog({
  defaultParent,
  onCreated,
  onClose,
  onUnauthorised,
}: {
  defaultParent: string;
  onCreated: (folder: StoryListEntry) => void;
  onClose: () => void;
  onUnauthorised: () => void;
}) {
  const [places, setPlaces] = useState<StoryListEntry[] | null>(null);
  const [parent, setParent] = useState(defaultParent);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError, fail] = useFailure(onUnauthorised);

  useEffect(() => {
    let current = true;
    Promise.all([api.stories(), api.regions()]).then(
      ([stories, regions]) => {
        if (!current) return;
        const found = placesForFolders(
          stories,
          regions.map((region) => region.code),
        );
        setPlaces(found);
        if (!found.some((place) => place.full_slug === defaultParent)) setParent(found[0]?.full_slug ?? '');
      },
      (caught: unknown) => current && fail(caught, 'The folders could not be loaded.'),
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
    if (name.trim() === '' || slugError(shownSlug) || !parent) return;
    setBusy(true);
    try {
      onCreated(await api.createFolder({ name: name.trim(), slug: shownSlug, parent }));
    } catch (caught) {
      fail(caught, 'The folder could not be made.');
      setBusy(false);
    }
  }

  return (
    <Modal title="New folder" onClose={onClose}>
      <form className="dialog-form" onSubmit={(event) => void submit(event)} noValidate>
        {places === null && !error ? <p role="status">Loading folders…</p> : null}
        {places !== null ? (
          <>
            <SelectField
              label="In region or folder"
              value={parent}
              onChange={setParent}
              options={places.map((place) => ({ value: place.full_slug, label: placeLabel(place) }))}
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
          action={{ label: 'Create folder', busyLabel: 'Creating…', busy, disabled: places === null }}
          cancel={{ onCancel: onClose }}
        />
      </form>
    </Modal>
  );
}

/** What a folder move did, in a sentence. */
function movedMessage(name: string, renamed: boolean, to: string | null, stories: number): string {
  const what = stories === 1 ? '1 story' : `${stories} stories`;
  if (renamed && to) return `Renamed the folder “${name}” and moved it to /${to} with ${what}.`;
  if (to) return `Moved the folder “${name}” to /${to} with ${what}.`;
  return `Renamed the folder “${name}”.`;
}

/**
 * Rename or move a folder: its name, and its full slug (in a region: `us/guides`), with every story
 * in it. When stories moved, one redirect rule for the old folder's addresses is offered.
 */
export function FolderMoveDialog({
  folder,
  onMoved,
  onClose,
  onUnauthorised,
}: {
  folder: StoryListEntry;
  onMoved: (answer: FolderMoveAnswer) => void;
  onClose: () => void;
  onUnauthorised: () => void;
}) {
  const fields = useRenameFields({ name: folder.name, fullSlug: folder.full_slug }, (slug) =>
    slug !== folder.full_slug && slug.startsWith(`${folder.full_slug}/`)
      ? 'A folder cannot be moved into itself or one of its folders.'
      : fullSlugError(slug),
  );
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ result: FolderMoveAnswer; message: string } | null>(null);
  const [error, setError, fail] = useFailure(onUnauthorised);
  // The pages now at the new address, which a rule in the way would hide (api/redirects.ts).
  const pages = useMemo(() => answer?.result.moved.map((story) => pathForFullSlug(story.to)) ?? [], [answer]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!fields.check()) return;
    const { newName, newSlug: target, renamed, moved } = fields;
    if (!renamed && !moved) {
      onClose();
      return;
    }
    setBusy(true);
    try {
      const result = await api.moveFolder(folder.full_slug, target, renamed ? newName : undefined);
      onMoved(result);
      if (result.redirect) {
        setAnswer({
          result,
          message: movedMessage(newName, renamed, moved ? target : null, result.moved.length),
        });
        setBusy(false);
      } else onClose();
    } catch (caught) {
      fail(caught, 'The folder could not be renamed or moved.');
      setBusy(false);
    }
  }

  if (answer?.result.redirect) {
    const published = answer.result.moved.filter((story) => story.published).length;
    return (
      <Modal title="Rename or move folder" onClose={onClose}>
        <RedirectOffer
          redirect={answer.result.redirect}
          pages={pages}
          done={answer.message}
          note={`One rule can send visitors of every old address in the folder on to the new one${
            published === 0
              ? ' (none of its stories is published, so nobody may have the old addresses yet).'
              : '.'
          }`}
          onClose={onClose}
          onUnauthorised={onUnauthorised}
        />
      </Modal>
    );
  }

  return (
    <Modal title="Rename or move folder" onClose={onClose}>
      <form className="dialog-form" onSubmit={(event) => void submit(event)} noValidate>
        <RenameFields
          fields={fields}
          slugHint="The region or folder and the folder's slug, such as us/help: every story in the folder moves with it."
        />
        <Alert message={error} />
        <DialogActions
          action={{ label: 'Rename or move folder', busyLabel: 'Moving…', busy }}
          cancel={{ onCancel: onClose }}
        />
      </form>
    </Modal>
  );
}

/** Delete a folder: asks first; the service refuses a folder that still holds stories. */
export function FolderDeleteDialog({
  folder,
  onDeleted,
  onClose,
  onUnauthorised,
}: {
  folder: StoryListEntry;
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
      await api.deleteFolder(folder.full_slug);
      onDeleted();
    } catch (caught) {
      fail(caught, 'The folder could not be deleted.');
      setBusy(false);
    }
  }

  return (
    <Modal title={`Delete the folder “${folder.name}”?`} onClose={onClose}>
      <div className="dialog-form">
        <p>
          The folder “{folder.name}” (/{folder.full_slug}) is deleted, with the empty folders in it. Only an
          empty folder can be: move or delete its stories first.
        </p>
        <Alert message={error} />
        <DialogActions
          action={{
            label: 'Delete folder',
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
