// The story list: a tree by region and folder, searched by name or slug (the API searches both).
// Each region and each folder in one has its actions (a new folder in it; for a folder, rename or
// move and delete), behind a button named after it, in dialogs (FolderDialogs.tsx).
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { api, ApiError, type FolderMoveAnswer, type StoryListEntry } from '../api/client';
import { isFolder, storyCount, storyTree, type TreeNode } from '../schema/story-tree';
import { FolderDeleteDialog, FolderMoveDialog, NewFolderDialog } from './FolderDialogs';
import { storyHref } from './router';

interface Props {
  openId: number | null;
  onOpen: (id: number) => void;
  /** Bumped when a story changed (saved, published), so its state is shown anew. */
  refreshKey: number;
  onUnauthorised: () => void;
  /** A folder moved these stories (their ETags and full slugs changed). */
  onStoriesMoved: (ids: number[]) => void;
}

/** The regions: folders are made, moved and deleted in them (the service's rule). */
const REGIONS = ['us', 'gb', 'au'];

type FolderAction = 'new' | 'move' | 'delete';

/** What can be done to a folder node: a region takes new folders; a folder in one, all three. */
function folderActions(node: TreeNode): FolderAction[] {
  const [region, ...rest] = node.path.split('/');
  if (!REGIONS.includes(region ?? '') || !isFolder(node)) return [];
  return rest.length === 0 ? ['new'] : ['new', 'move', 'delete'];
}

/** The folder's entry, or one made from the node when the list only implies it. */
function folderEntryOf(node: TreeNode): StoryListEntry {
  return (
    node.folder ?? {
      id: 0,
      uuid: '',
      name: node.path.slice(node.path.lastIndexOf('/') + 1),
      slug: node.path.slice(node.path.lastIndexOf('/') + 1),
      full_slug: node.path,
      is_folder: true,
      component: null,
      published: false,
      unpublished_changes: false,
      updated_at: '',
    }
  );
}

function FolderMenu({
  node,
  onAction,
}: {
  node: TreeNode;
  onAction: (action: FolderAction, node: TreeNode) => void;
}) {
  const [open, setOpen] = useState(false);
  const actions = folderActions(node);
  const groupId = useId();
  if (actions.length === 0) return null;
  const name = node.folder?.name ?? node.name;
  const labels: Record<FolderAction, string> = {
    new: `New folder in ${name}`,
    move: `Rename or move folder ${name}`,
    delete: `Delete folder ${name}`,
  };
  return (
    <>
      <button
        type="button"
        className="folder-menu-toggle"
        aria-expanded={open}
        aria-controls={groupId}
        aria-label={`Folder actions for ${name}`}
        onClick={() => setOpen((previous) => !previous)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <div id={groupId} className="folder-menu" role="group" aria-label={`Actions for ${name}`}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'delete' ? 'danger' : undefined}
              onClick={() => {
                setOpen(false);
                onAction(action, node);
              }}
            >
              {labels[action]}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}

function StoryLink({
  story,
  open,
  onOpen,
}: {
  story: StoryListEntry;
  open: boolean;
  onOpen: (id: number) => void;
}) {
  const state = !story.published ? 'Draft' : story.unpublished_changes ? 'Changed' : 'Published';
  return (
    <a
      href={storyHref(story.id)}
      aria-current={open ? 'page' : undefined}
      className="story-link"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen(story.id);
      }}
    >
      <span className="story-name">{story.name}</span>
      <span className={`badge badge-${state.toLowerCase()}`}>{state}</span>
    </a>
  );
}

function Branch({
  node,
  openId,
  onOpen,
  expanded,
  toggle,
  searching,
  onFolderAction,
}: {
  node: TreeNode;
  openId: number | null;
  onOpen: (id: number) => void;
  expanded: ReadonlySet<string>;
  toggle: (path: string) => void;
  searching: boolean;
  onFolderAction: (action: FolderAction, node: TreeNode) => void;
}) {
  const hasChildren = node.children.length > 0;
  const isOpen = searching || expanded.has(node.path);
  const listId = `tree-${node.path.replace(/[^a-z0-9-]/gi, '_')}`;
  return (
    <li>
      <div className="tree-row">
        {hasChildren ? (
          <button
            type="button"
            className="folder"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-label={node.story ? `Pages in ${node.name} (${storyCount(node) - 1})` : undefined}
            onClick={() => toggle(node.path)}
          >
            <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
            {node.story ? null : (
              <>
                {' '}
                {node.name} <span className="count">({storyCount(node)})</span>
              </>
            )}
          </button>
        ) : (
          <span className="tree-spacer" aria-hidden="true" />
        )}
        {node.story ? <StoryLink story={node.story} open={node.story.id === openId} onOpen={onOpen} /> : null}
        {!hasChildren && !node.story && node.folder ? (
          <span className="folder folder-empty">
            {node.name} <span className="count">(empty)</span>
          </span>
        ) : null}
        <FolderMenu node={node} onAction={onFolderAction} />
      </div>
      {hasChildren && isOpen ? (
        <ul id={listId}>
          {node.children.map((child) => (
            <Branch
              key={child.path}
              node={child}
              openId={openId}
              onOpen={onOpen}
              expanded={expanded}
              toggle={toggle}
              searching={searching}
              onFolderAction={onFolderAction}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function StoryTree({ openId, onOpen, refreshKey, onUnauthorised, onStoriesMoved }: Props) {
  const [search, setSearch] = useState('');
  const [folderDialog, setFolderDialog] = useState<{ action: FolderAction; folder: StoryListEntry } | null>(
    null,
  );
  const [folderNotice, setFolderNotice] = useState('');
  // Bumped after a folder change, so the list is read again.
  const [folderChanges, setFolderChanges] = useState(0);
  const [entries, setEntries] = useState<StoryListEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Folders opened and closed by hand; the open story's folders are open unless closed by hand.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(['us']));
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const searchId = useId();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api.stories(search.trim()).then(
        (found) => {
          if (!current) return;
          setEntries(found);
          setError(null);
        },
        (caught: unknown) => {
          if (!current) return;
          if (caught instanceof ApiError && caught.status === 401) onUnauthorised();
          setError(caught instanceof Error ? caught.message : 'The stories could not be listed.');
        },
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, refreshKey, folderChanges, onUnauthorised]);

  const openFolders = useMemo(() => {
    const open = entries?.find((entry) => entry.id === openId && !entry.is_folder);
    const parts = open ? open.full_slug.split('/') : [];
    return new Set(parts.map((_, index) => parts.slice(0, index + 1).join('/')));
  }, [entries, openId]);
  const expanded = useMemo(
    () => new Set([...opened, ...openFolders].filter((path) => !closed.has(path))),
    [opened, openFolders, closed],
  );

  const tree = useMemo(() => storyTree(entries ?? []), [entries]);
  const toggle = (path: string) => {
    const open = expanded.has(path);
    const change = (set: ReadonlySet<string>, add: boolean) => {
      const next = new Set(set);
      if (add) next.add(path);
      else next.delete(path);
      return next;
    };
    setOpened((previous) => change(previous, !open));
    setClosed((previous) => change(previous, open));
  };
  const searching = search.trim() !== '';
  const onFolderAction = useCallback((action: FolderAction, node: TreeNode) => {
    setFolderNotice('');
    setFolderDialog({ action, folder: folderEntryOf(node) });
  }, []);
  const folderChanged = (notice: string) => {
    setFolderNotice(notice);
    setFolderChanges((count) => count + 1);
  };
  const closeFolderDialog = () => setFolderDialog(null);
  const stories = (entries ?? []).filter((entry) => !entry.is_folder).length;

  return (
    <nav className="story-tree" aria-label="Stories">
      <div className="field">
        <label htmlFor={searchId} className="label">
          Search stories
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Name or slug"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {/* The count answers a search; after a save or a move it is the list's business, not news. */}
      <p className="visually-hidden" role="status">
        {entries === null
          ? 'Loading stories…'
          : search.trim()
            ? `${stories} ${stories === 1 ? 'story' : 'stories'} found`
            : ''}
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {entries !== null && stories === 0 ? <p className="muted">No story matches “{search}”.</p> : null}
      <ul className="tree">
        {tree.map((node) => (
          <Branch
            key={node.path}
            node={node}
            openId={openId}
            onOpen={onOpen}
            expanded={expanded}
            toggle={toggle}
            searching={searching}
            onFolderAction={onFolderAction}
          />
        ))}
      </ul>
      <p className="status" role="status">
        {folderNotice}
      </p>
      {folderDialog?.action === 'new' ? (
        <NewFolderDialog
          defaultParent={folderDialog.folder.full_slug}
          onCreated={(folder) => {
            // The parent chosen in the dialog, which need not be the one whose actions opened it.
            const parent = folder.full_slug.slice(0, folder.full_slug.lastIndexOf('/'));
            setFolderDialog(null);
            const parts = parent.split('/');
            const ancestors = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
            setOpened((previous) => new Set([...previous, ...ancestors]));
            setClosed((previous) => new Set([...previous].filter((path) => !ancestors.includes(path))));
            folderChanged(`Folder “${folder.name}” made in /${parent}.`);
          }}
          onClose={closeFolderDialog}
          onUnauthorised={onUnauthorised}
        />
      ) : null}
      {folderDialog?.action === 'move' ? (
        <FolderMoveDialog
          folder={folderDialog.folder}
          onMoved={(answer: FolderMoveAnswer) => {
            const count = answer.moved.length;
            folderChanged(
              answer.folder.full_slug === folderDialog.folder.full_slug
                ? `Folder renamed “${answer.folder.name}”.`
                : `Folder “${answer.folder.name}” moved to /${answer.folder.full_slug} with ${count === 1 ? '1 story' : `${count} stories`}.`,
            );
            if (count > 0) onStoriesMoved(answer.moved.map((story) => story.id));
          }}
          onClose={closeFolderDialog}
          onUnauthorised={onUnauthorised}
        />
      ) : null}
      {folderDialog?.action === 'delete' ? (
        <FolderDeleteDialog
          folder={folderDialog.folder}
          onDeleted={() => {
            setFolderDialog(null);
            folderChanged(`Folder “${folderDialog.folder.name}” deleted.`);
          }}
          onClose={closeFolderDialog}
          onUnauthorised={onUnauthorised}
        />
      ) : null}
    </nav>
  );
}
